/**
 * React Query, persisted to IndexedDB so browsed data shows again offline and after a
 * restart. Stored under `PERSIST_KEY` in the idb store (see idb-store.ts).
 */
import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core'
import { type Query, QueryClient } from '@tanstack/react-query'
import { ORDER_BY_TOKEN_QUERY_KEY, SHARED_LIST_QUERY_KEY } from '../lib/account-query-key'
import { retryUnlessRefused } from '../lib/api-client'
import { idbStore, PERSIST_KEY } from './idb-store'

/** How long a persisted cache is trusted, ms: one week, for a workshop that is offline for days. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000
/** Writes of the whole cache to IndexedDB are at most this often, ms (TanStack/query#5854). */
export const PERSIST_THROTTLE_MS = 1000
/** `buster`: a new build drops the old persisted cache (shapes may have changed). */
export const PERSIST_BUSTER = __BUILD_ID__

/**
 * Which queries are saved to IndexedDB: the successful ones (React Query's default), except the
 * shop's settings, which are kept on the device under `settingsData` already (settings-storage.ts) and asked for once on every start (features/settings/get-settings.ts):
 * a copy restored here would count as fresh and skip that request; an order opened by its
 * token, which has no account whose sign-out would remove it; and a list opened by its link,
 * which is read afresh on every visit (today's prices, and whether the link still works).
 */
export function shouldPersistQuery(query: Query): boolean {
  const root = query.queryKey[0]
  return (
    query.state.status === 'success' &&
    root !== 'settings' &&
    root !== ORDER_BY_TOKEN_QUERY_KEY[0] &&
    root !== SHARED_LIST_QUERY_KEY[0]
  )
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // gcTime must be ≥ the persister's maxAge, or the restored cache is dropped at once.
        gcTime: PERSIST_MAX_AGE_MS,
        staleTime: 60_000,
        // Serve from the service worker's cache when the network is gone.
        networkMode: 'offlineFirst',
        // Twice more after no answer or a 5xx; a 4xx is shown at once.
        retry: retryUnlessRefused,
      },
      mutations: { networkMode: 'offlineFirst' },
    },
  })
}

/**
 * An IndexedDB persister whose writes are throttled: the first change is written at once (so
 * what was just shown survives a signal lost a moment later), later ones at most once per
 * `throttleMs`, and the latest state always wins.
 */
export function createIdbPersister(throttleMs = PERSIST_THROTTLE_MS): Persister {
  let pending: PersistedClient | null = null
  let lastWrite = Number.NEGATIVE_INFINITY
  let scheduled = false
  const flush = async () => {
    scheduled = false
    const client = pending
    pending = null
    if (!client) return
    lastWrite = Date.now()
    await idbStore.set(PERSIST_KEY, client)
  }
  return {
    persistClient(client) {
      pending = client
      if (scheduled) return
      scheduled = true
      const wait = Math.max(0, lastWrite + throttleMs - Date.now())
      setTimeout(flush, wait)
    },
    restoreClient: () => idbStore.get<PersistedClient>(PERSIST_KEY),
    removeClient: () => idbStore.del(PERSIST_KEY),
  }
}
