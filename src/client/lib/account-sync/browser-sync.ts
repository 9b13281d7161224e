/**
 * What a synced store needs from the browser: IndexedDB for its copy, the session token, the
 * network's state and a channel telling the other tabs of this browser to re-read the copy.
 * Sync runs once the copy is read, at sign-in (here or in another tab), when the network
 * returns and when the tab comes back into view; a sign-out only stops the syncing, the
 * device keeps its copy.
 */
import { connectivity, startConnectivity } from '../../offline/connectivity'
import { idbStore } from '../../offline/idb-store'
import { readToken, subscribeToken } from '../session-token'
import type { SyncedStoreDeps } from './synced-store'

interface Syncable {
  load: () => Promise<void>
  sync: () => Promise<void>
}

export function browserSync(channelName: string) {
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName)
  const deps: SyncedStoreDeps = {
    storage: { get: (key) => idbStore.get(key), set: (key, value) => idbStore.set(key, value) },
    readToken,
    broadcast: () => channel?.postMessage('changed'),
    isOnline: () => connectivity.get() === 'online',
  }
  let started: Promise<void> | null = null

  /** Reads the store's copy and keeps it in step; once per page, later calls get the same. */
  const start = (store: Syncable, afterLoad?: () => void): Promise<void> => {
    if (started) return started
    if (typeof window === 'undefined') return Promise.resolve()
    startConnectivity()
    started = store.load().then(() => {
      afterLoad?.()
      return store.sync()
    })
    connectivity.onReconnect(() => void store.sync())
    subscribeToken(() => void store.sync())
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void store.sync()
    })
    channel?.addEventListener('message', () => void store.load())
    return started
  }
  return { deps, start }
}
