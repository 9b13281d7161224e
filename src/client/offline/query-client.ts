/**
 * React Query, persisted to IndexedDB (idb-store.ts, `PERSIST_KEY`) so browsed data shows
 * again offline and after a restart.
 */
import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core'
import { type Query, QueryClient } from '@tanstack/react-query'
import { ORDER_BY_TOKEN_QUERY_KEY, SHARED_LIST_QUERY_KEY } from '../lib/account-query-key'
import { retryUnlessRefused } from '../lib/api-client'
import { idbStore, PERSIST_KEY } from './idb-store'

/** One week, for a workshop that is offline for days. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000
/** TanStack/query#5854. */
export const PERSIST_THROTTLE_MS = 1000
/** A new build drops the old persisted cache (shapes may have changed). */
export const PERSIST_BUSTER = __BUILD_ID__

/** Not settings (asked afresh on every start), token-opened orders (no sign-out removes them), shared lists (read afresh). */
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
        networkMode: 'offlineFirst',
        // A 4xx is shown at once.
        retry: retryUnlessRefused,
      },
      mutations: { networkMode: 'offlineFirst' },
    },
  })
}

/** The first change is written at once, so what was just shown survives a signal lost a moment later. */
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
