/**
 * What a synced store needs from the browser: IndexedDB for its copy, the session token, the
 * network's state and a channel telling the other tabs of this browser to re-read the copy.
 * Sync runs once the copy is read, at sign-in (here or in another tab), when the network
 * returns and when the tab comes back into view. The lists are their person's: when the
 * account leaves the device, the store forgets its list before the next sign-in could sync it.
 */
import { connectivity, startConnectivity } from './connectivity'
import { whenAccountLeaves } from './account-leaves'
import { idbStore } from './idb-store'
import { readToken, subscribeToken } from '../lib/session-token'
import type { SyncedStoreDeps } from '../lib/synced-store'

interface Syncable {
  load: () => Promise<void>
  sync: () => Promise<void>
  forget: () => Promise<void>
}

export function browserSync(channelName: string) {
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName)
  const deps: SyncedStoreDeps = {
    storage: idbStore,
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
    // Heard before the sync below: another account signing in never receives this list.
    whenAccountLeaves(() => void store.forget())
    subscribeToken(() => void store.sync())
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void store.sync()
    })
    channel?.addEventListener('message', () => void store.load())
    return started
  }
  return { deps, start }
}
