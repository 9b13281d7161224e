/** Apart from its store so clearing personal data at start-up costs the front page only this name. */
export const RECENT_SEARCHES_KEY = 'delelager/recent-searches'

export function forgetRecentSearches(storage: Storage | null): void {
  try {
    storage?.removeItem(RECENT_SEARCHES_KEY)
  } catch {
    // Blocked storage remembered nothing.
  }
  if (typeof window !== 'undefined') {
    window.dispatchEvent(new StorageEvent('storage', { key: RECENT_SEARCHES_KEY }))
  }
}
