/**
 * The one module that owns idb-keyval. IndexedDB database `delelager`, object store
 * `keyval`; keys are namespaced by their owner (e.g. `react-query` for the query cache).
 * idb-keyval is loaded on the first call, not with the JS the first paint waits for; calls
 * keep their order (each waits for the same load first).
 */
import type { UseStore } from 'idb-keyval'

/** React Query's saved cache (query-client.ts); read by the offline search too. */
export const PERSIST_KEY = 'react-query'

let opened: Promise<{ keyval: typeof import('idb-keyval'); store: UseStore }> | undefined

function open() {
  opened ??= import('idb-keyval').then((keyval) => ({
    keyval,
    store: keyval.createStore('delelager', 'keyval'),
  }))
  return opened
}

export const idbStore = {
  get: async <T>(key: string): Promise<T | undefined> => {
    const { keyval, store } = await open()
    return keyval.get<T>(key, store)
  },
  set: async (key: string, value: unknown): Promise<void> => {
    const { keyval, store } = await open()
    return keyval.set(key, value, store)
  },
  del: async (key: string): Promise<void> => {
    const { keyval, store } = await open()
    return keyval.del(key, store)
  },
}
