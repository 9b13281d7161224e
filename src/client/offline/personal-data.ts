/**
 * What belongs to the person signed in, and its removal once they leave this device: a
 * sign-out here or in another tab, a session the server refused, another account signing in.
 * Removed: this tab's session storage (the checkout's typed form and order attempt: form
 * drafts live there and nowhere else), the header box's recent searches, the personal queries (`isPersonalQueryKey`) in memory
 * and in the query cache saved to IndexedDB (`react-query`), and mutations under such keys.
 * Kept, as the device's and not the person's: the cart, the garage, wishlist, compare,
 * currency, offline packs, the shop's settings, and an e-mail address kept by 'Husk meg'.
 */
import type { PersistedClient } from '@tanstack/query-persist-client-core'
import type { QueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { isPersonalQueryKey } from '../lib/account-query-key'
import { forgetRecentSearches } from '../lib/recent-searches-key'
import { readStoredUser, readToken, subscribeToken } from '../lib/session-token'
import { idbStore, PERSIST_KEY } from './idb-store'

export interface PersonalDataDeps {
  /** This tab's session storage; `null` when the browser blocks it. */
  tabStorage: () => Storage | null
  /** The device's local storage (the recent searches); `null` when the browser blocks it. */
  deviceStorage: () => Storage | null
  persisted: {
    get: () => Promise<PersistedClient | undefined>
    set: (client: PersistedClient) => Promise<void>
  }
}

const browserDeps: PersonalDataDeps = {
  tabStorage: () => {
    try {
      return typeof sessionStorage === 'undefined' ? null : sessionStorage
    } catch {
      return null // blocked storage holds nothing
    }
  },
  deviceStorage: () => {
    try {
      return typeof localStorage === 'undefined' ? null : localStorage
    } catch {
      return null
    }
  },
  persisted: {
    get: () => idbStore.get<PersistedClient>(PERSIST_KEY),
    set: (client) => idbStore.set(PERSIST_KEY, client),
  },
}

/** Counts the clearings in this tab: pages keyed on it start afresh, forgetting typed forms. */
let generation = 0
const generationListeners = new Set<() => void>()

/**
 * Removes everything personal from this tab and the device's query cache. Storage and memory
 * are clean when this returns; the promise ends once IndexedDB is, too.
 */
export function clearPersonalData(
  queryClient: QueryClient,
  deps: PersonalDataDeps = browserDeps,
): Promise<void> {
  try {
    deps.tabStorage()?.clear()
  } catch {
    // nothing could be stored there either
  }
  forgetRecentSearches(deps.deviceStorage())
  queryClient.removeQueries({ predicate: (query) => isPersonalQueryKey(query.queryKey) })
  const mutations = queryClient.getMutationCache()
  for (const mutation of mutations.getAll()) {
    if (isPersonalQueryKey(mutation.options.mutationKey)) mutations.remove(mutation)
  }
  generation += 1
  for (const listener of generationListeners) listener()
  return scrubPersisted(deps.persisted)
}

/**
 * The saved cache without its personal entries. The persister writes the cleaned memory soon
 * (throttled), but the tab may close first, and other tabs write their own memory too.
 */
async function scrubPersisted(persisted: PersonalDataDeps['persisted']): Promise<void> {
  try {
    const saved = await persisted.get()
    if (!saved) return
    const { queries, mutations } = saved.clientState
    const keptQueries = queries.filter((query) => !isPersonalQueryKey(query.queryKey))
    const keptMutations = mutations.filter((mutation) => !isPersonalQueryKey(mutation.mutationKey))
    if (keptQueries.length === queries.length && keptMutations.length === mutations.length) return
    await persisted.set({
      ...saved,
      clientState: { queries: keptQueries, mutations: keptMutations },
    })
  } catch {
    // Blocked IndexedDB saved nothing to remove.
  }
}

/** The number of clearings so far, for keying what must start afresh after one. */
export function usePersonalDataGeneration(): number {
  return useSyncExternalStore(
    (listener) => {
      generationListeners.add(listener)
      return () => generationListeners.delete(listener)
    },
    () => generation,
    () => 0,
  )
}

interface Holder {
  token: string | null
  userId: string | null
}

function holder(): Holder {
  const token = readToken()
  return { token, userId: token ? (readStoredUser()?.id ?? null) : null }
}

/**
 * Calls `listener` when the person whose data this tab may hold leaves: their token is
 * removed (here or in another tab) or replaced by another account's. A sign-in where nobody
 * was signed in is no leaving: what a guest typed at checkout is theirs to keep.
 */
export function whenAccountLeaves(listener: () => void): () => void {
  let held = holder()
  return subscribeToken(() => {
    const next = holder()
    const sameToken = next.token === held.token
    const samePerson = held.userId !== null && next.userId === held.userId
    const left = held.token !== null && !sameToken && !samePerson
    held = next
    if (left) listener()
  })
}
