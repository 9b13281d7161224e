/**
 * Everything this app keeps in the browser, each thing once, as personal or device-only.
 * Personal: one person's, gone at sign-out, a session the server refused and another
 * account's sign-in (personal-data.ts clears exactly these). Device-only: the shop's and the
 * device's, kept for whoever uses it next. `scrubbed`: device-only, but personal parts inside
 * are taken out at the same moments.
 *
 * The storage audit (tests/e2e/shared-device-privacy.e2e.ts) enumerates every key of the origin
 * after sign-out and fails on one that is not here: a new store is classified before it lands.
 * Zod-free and import-free, so only the code that clears or audits loads it.
 */

export type Kept = 'personal' | 'device' | 'scrubbed'

export type Place =
  | 'localStorage'
  | 'sessionStorage'
  | 'cookie'
  /** A key of the app's own IndexedDB database (`delelager`, store `keyval`). */
  | 'indexedDB key'
  /** A whole IndexedDB database of a library (the app's own, `delelager`, is kept by key). */
  | 'indexedDB database'
  | 'cacheStorage'

export interface KeptThing {
  place: Place
  /** The key, cookie, database or cache name; ending in `*`: every name with that start. */
  name: string
  kept: Kept
}

export const KEPT = [
  // The session: the token the API client sends, and the old shop's cookies beside it.
  { place: 'localStorage', name: 'jwtToken', kept: 'personal' },
  { place: 'cookie', name: 'token1', kept: 'personal' },
  { place: 'cookie', name: 'user1', kept: 'personal' },
  // Wishlist and compare (personal) share one value with the currency and the eks. mva
  // choice (the device's): the lists are emptied, the choices stay.
  { place: 'localStorage', name: 'red-parts/react', kept: 'scrubbed' },
  { place: 'localStorage', name: 'delelager/recent-searches', kept: 'personal' },
  // Links shared without an account, with the keys that take them back: what they show is
  // the sharer's, so a sign-out takes them too (they expire on the server by themselves).
  { place: 'localStorage', name: 'delelager/shared-link-keys', kept: 'personal' },
  // Written only when its owner ticks 'Husk meg' on this device, to fill in the sign-in form.
  { place: 'localStorage', name: 'delelager/remembered-email', kept: 'device' },
  { place: 'localStorage', name: 'settingsData', kept: 'device' },
  { place: 'localStorage', name: 'delelager-install-dismissed', kept: 'device' },
  // Ids of sessions signed out offline, sent to the server when the network returns. An id
  // can end its session and do nothing else.
  { place: 'localStorage', name: 'delelager/ended-sessions', kept: 'device' },
  // The tab's storage is one person's: typed checkout forms, an order attempt, a payment
  // under way, the router's scroll positions (keyed by paths that may carry a plate).
  { place: 'sessionStorage', name: '*', kept: 'personal' },
  // Personal answers (account, orders, plate look-ups) are taken out of the saved cache.
  { place: 'indexedDB key', name: 'react-query', kept: 'scrubbed' },
  { place: 'indexedDB key', name: 'red-parts/react/cart', kept: 'personal' },
  { place: 'indexedDB key', name: 'red-parts/react/cart-sync', kept: 'personal' },
  { place: 'indexedDB key', name: 'red-parts/react/garage', kept: 'personal' },
  { place: 'indexedDB key', name: 'delelager/jobs', kept: 'personal' },
  { place: 'indexedDB key', name: 'delelager/saved-lists', kept: 'personal' },
  { place: 'indexedDB key', name: 'vehicle-packs', kept: 'device' },
  // Workbox's note of when each catalogue answer and picture was cached.
  { place: 'indexedDB database', name: 'workbox-expiration', kept: 'device' },
  { place: 'cacheStorage', name: 'workbox-precache-*', kept: 'device' },
  { place: 'cacheStorage', name: 'assets-previous', kept: 'device' },
  { place: 'cacheStorage', name: 'i18n', kept: 'device' },
  { place: 'cacheStorage', name: 'wasm', kept: 'device' },
  { place: 'cacheStorage', name: 'catalogue', kept: 'device' },
  { place: 'cacheStorage', name: 'part-images', kept: 'device' },
  { place: 'cacheStorage', name: 'vehicle-pack-*', kept: 'device' },
] as const satisfies readonly KeptThing[]

function matches(pattern: string, name: string): boolean {
  return pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : pattern === name
}

/** How a thing found in `place` under `name` is kept; `undefined`: nobody decided yet. */
export function keptAs(place: Place, name: string): Kept | undefined {
  return KEPT.find((thing) => thing.place === place && matches(thing.name, name))?.kept
}

/** The names in `place` that are personal (patterns end in `*`). */
export function personalIn(place: Place): string[] {
  return KEPT.filter((thing) => thing.place === place && thing.kept === 'personal').map(
    (thing) => thing.name,
  )
}
