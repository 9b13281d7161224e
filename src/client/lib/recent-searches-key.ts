/**
 * Where the header box's recent searches live (local storage), apart from their store
 * (recent-searches.ts) so that clearing personal data at start-up costs the front page no more
 * than this name. Clearing them here is heard by the store as another tab's change would be.
 */
export const RECENT_SEARCHES_KEY = 'delelager/recent-searches'

/** Forgets the recent searches and tells the open search box (a `storage` event of this tab). */
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
