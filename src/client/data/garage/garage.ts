/**
 * The app's one garage: the store on IndexedDB, the account calls, and the hook components use.
 * It syncs as every synced store does (browser-sync.ts); other tabs re-read it on a change.
 */
import { useSyncExternalStore } from 'react'
import { garageListAnswerSchema } from '../../../domain/garage-schema'
import { authApi } from '../../lib/api-client'
import { browserSync } from '../../offline/browser-sync'
import { requestPersistentStorage } from '../../offline/persistent-storage'
import { GARAGE_NOT_LOADED, type GarageSnapshot, GarageStore } from './garage-store'

const browser = browserSync('delelager-garage')

export const garageStore = new GarageStore({
  ...browser.deps,
  account: {
    list: async () => garageListAnswerSchema.parse(await authApi('/garage')),
    add: async (carId, year) =>
      garageListAnswerSchema.parse(
        await authApi('/garage', { method: 'POST', body: { carId, year } }),
      ),
    remove: async (carId) =>
      garageListAnswerSchema.parse(await authApi(`/garage/${carId}`, { method: 'DELETE' })),
  },
})

/** Reads the garage and keeps it in step with the account; called once by the app. */
export function startGarage(): void {
  void browser.start(garageStore, () => {
    // A vehicle saved from now on asks the browser to keep the device's data (Safari clears
    // it after 7 days otherwise).
    let count = garageStore.getSnapshot().items.length
    garageStore.subscribe(() => {
      const now = garageStore.getSnapshot().items.length
      if (now > count) void requestPersistentStorage()
      count = now
    })
  })
}

export function useGarage(): GarageSnapshot {
  return useSyncExternalStore(
    garageStore.subscribe,
    garageStore.getSnapshot,
    () => GARAGE_NOT_LOADED,
  )
}
