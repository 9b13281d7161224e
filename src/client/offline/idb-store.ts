/**
 * The one module that owns idb-keyval. IndexedDB database `delelager`, object store
 * `keyval`; keys are namespaced by their owner (e.g. `react-query` for the query cache).
 */
import { createStore, del, get, set } from 'idb-keyval'

const store = createStore('delelager', 'keyval')

export const idbStore = {
  get: <T>(key: string) => get<T>(key, store),
  set: (key: string, value: unknown) => set(key, value, store),
  del: (key: string) => del(key, store),
}
