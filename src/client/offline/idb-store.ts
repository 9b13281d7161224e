/**
 * The one owner of idb-keyval: database `delelager`, store `keyval`, keys namespaced by owner.
 * Loaded on the first call, not with the first paint; calls keep their order.
 */
import type { UseStore } from 'idb-keyval'

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
