/**
 * The app's one garage: the store on IndexedDB, the account calls, and the hook components use.
 * Sync runs at start, at sign-in, when the network returns, when the tab comes back into view
 * and after every change; other tabs of this browser are told to re-read the garage.
 */
import { useSyncExternalStore } from 'react'
import { garageListAnswerSchema } from '../../../domain/garage-schema'
import { authApi } from '../api-client'
import { readToken, subscribeToken } from '../session-token'
import { connectivity, startConnectivity } from '../../offline/connectivity'
import { idbStore } from '../../offline/idb-store'
import { requestPersistentStorage } from '../../offline/persistent-storage'
import { GARAGE_NOT_LOADED, type GarageSnapshot, GarageStore } from './garage-store'

const CHANNEL = 'delelager-garage'

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL)

export const garageStore = new GarageStore({
  storage: { get: (key) => idbStore.get(key), set: (key, value) => idbStore.set(key, value) },
  readToken,
  account: {
    list: async () => garageListAnswerSchema.parse(await authApi('/garage')),
    add: async (carId, year) =>
      garageListAnswerSchema.parse(
        await authApi('/garage', { method: 'POST', body: { carId, year } }),
      ),
    remove: async (carId) =>
      garageListAnswerSchema.parse(await authApi(`/garage/${carId}`, { method: 'DELETE' })),
  },
  broadcast: () => channel?.postMessage('changed'),
  isOnline: () => connectivity.get() === 'online',
})

let started = false

/** Reads the garage and keeps it in step with the account; called once by the app. */
export function startGarage(): void {
  if (started || typeof window === 'undefined') return
  started = true
  startConnectivity()
  void garageStore.load().then(() => {
    // A vehicle saved from now on asks the browser to keep the device's data (Safari clears
    // it after 7 days otherwise).
    let count = garageStore.getSnapshot().items.length
    garageStore.subscribe(() => {
      const now = garageStore.getSnapshot().items.length
      if (now > count) void requestPersistentStorage()
      count = now
    })
    return garageStore.sync()
  })
  connectivity.onReconnect(() => void garageStore.sync())
  // A sign-in (here or in another tab) brings the device's vehicles to the account and the
  // account's here; a sign-out only stops the syncing, the device keeps its garage.
  subscribeToken(() => void garageStore.sync())
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void garageStore.sync()
  })
  channel?.addEventListener('message', () => void garageStore.load())
}

export function useGarage(): GarageSnapshot {
  return useSyncExternalStore(
    garageStore.subscribe,
    garageStore.getSnapshot,
    () => GARAGE_NOT_LOADED,
  )
}
