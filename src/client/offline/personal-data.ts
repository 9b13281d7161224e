/**
 * Clears what kept-data.ts calls personal once its person has left this device. The session
 * itself (token, cookies) is the session's to end: another account signing in keeps its own.
 */
import type { PersistedClient } from '@tanstack/query-persist-client-core'
import type { QueryClient } from '@tanstack/react-query'
import { isPersonalQueryKey } from '../lib/account-query-key'
import { TOKEN_COOKIE, TOKEN_STORAGE_KEY, USER_COOKIE } from '../lib/session-token'
import { countClearing } from './account-leaves'
import { clientState } from './client-state'
import { idbStore, PERSIST_KEY } from './idb-store'
import { personalIn } from './kept-data'

export interface PersonalDataDeps {
  tabStorage: () => Storage | null
  deviceStorage: () => Storage | null
  kept: {
    get: (key: string) => Promise<unknown>
    set: (key: string, value: unknown) => Promise<void>
    del: (key: string) => Promise<void>
  }
  caches: () => CacheStorage | null
}

function storageOf(name: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return typeof globalThis[name] === 'undefined' ? null : globalThis[name]
  } catch {
    return null // blocked storage holds nothing
  }
}

const browserDeps: PersonalDataDeps = {
  tabStorage: () => storageOf('sessionStorage'),
  deviceStorage: () => storageOf('localStorage'),
  kept: idbStore,
  caches: () => (typeof caches === 'undefined' ? null : caches),
}

const SESSION = new Set<string>([TOKEN_STORAGE_KEY, TOKEN_COOKIE, USER_COOKIE])

export function clearPersonalData(
  queryClient: QueryClient,
  deps: PersonalDataDeps = browserDeps,
): Promise<void> {
  try {
    deps.tabStorage()?.clear()
  } catch {
    // nothing could be stored there either
  }
  const device = deps.deviceStorage()
  for (const key of personalIn('localStorage')) {
    if (SESSION.has(key)) continue
    try {
      device?.removeItem(key)
    } catch {
      // Blocked storage kept nothing.
    }
    // Owners reading the key (the header box's recent searches) hear it as another tab's change.
    if (typeof window !== 'undefined') window.dispatchEvent(new StorageEvent('storage', { key }))
  }
  clientState.update((state) =>
    state.wishlist.length === 0 && state.compare.length === 0
      ? state
      : { ...state, wishlist: [], compare: [] },
  )
  queryClient.removeQueries({ predicate: (query) => isPersonalQueryKey(query.queryKey) })
  const mutations = queryClient.getMutationCache()
  for (const mutation of mutations.getAll()) {
    if (isPersonalQueryKey(mutation.options.mutationKey)) mutations.remove(mutation)
  }
  countClearing()
  return Promise.all([
    ...personalIn('indexedDB key').map((key) => deps.kept.del(key).catch(() => {})),
    ...personalIn('cacheStorage').map(
      (name) =>
        deps
          .caches()
          ?.delete(name)
          .catch(() => false) ?? false,
    ),
    scrubPersisted(deps.kept),
  ]).then(() => {})
}

/** The persister writes the cleaned memory soon (throttled), but the tab may close first. */
async function scrubPersisted(kept: PersonalDataDeps['kept']): Promise<void> {
  try {
    const saved = (await kept.get(PERSIST_KEY)) as PersistedClient | undefined
    if (!saved) return
    const { queries, mutations } = saved.clientState
    const keptQueries = queries.filter((query) => !isPersonalQueryKey(query.queryKey))
    const keptMutations = mutations.filter((mutation) => !isPersonalQueryKey(mutation.mutationKey))
    if (keptQueries.length === queries.length && keptMutations.length === mutations.length) return
    await kept.set(PERSIST_KEY, {
      ...saved,
      clientState: { queries: keptQueries, mutations: keptMutations },
    })
  } catch {
    // Blocked IndexedDB saved nothing to remove.
  }
}
