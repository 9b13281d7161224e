/**
 * Asks the browser to keep the shop's data on the device: without it the browser
 * may clear IndexedDB and the caches when space runs low — and Safari does after 7 days
 * without a visit. Asked when the user saves something they expect to find offline (a garage
 * vehicle, an offline pack), not on first visit; asked once per page life.
 */
let asked: Promise<boolean> | null = null

export function requestPersistentStorage(): Promise<boolean> {
  asked ??= (async () => {
    try {
      if (!navigator.storage?.persist) return false
      if (await navigator.storage.persisted()) return true
      return await navigator.storage.persist()
    } catch {
      return false
    }
  })()
  return asked
}
