/** Without it the browser may clear IndexedDB and caches when space runs low (Safari after 7 days); asked when the user saves something for offline. */
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
