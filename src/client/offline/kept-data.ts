/**
 * Everything the app keeps in the browser, personal or device-only; the storage audit e2e fails on any key not here.
 */

export type Kept = 'personal' | 'device' | 'scrubbed'

export type Place =
  | 'localStorage'
  | 'sessionStorage'
  | 'cookie'
  | 'indexedDB key'
  | 'indexedDB database'
  | 'cacheStorage'

export interface KeptThing {
  place: Place
  name: string
  kept: Kept
}

export const KEPT = [
  { place: 'localStorage', name: 'jwtToken', kept: 'personal' },
  { place: 'cookie', name: 'token1', kept: 'personal' },
  { place: 'cookie', name: 'user1', kept: 'personal' },
  // Wishlist and compare (personal) share one value with the currency and the eks. mva
  // choice (the device's): the lists are emptied, the choices stay.
  { place: 'localStorage', name: 'red-parts/react', kept: 'scrubbed' },
  { place: 'localStorage', name: 'delelager/recent-searches', kept: 'personal' },
  // What a link shows is the sharer's, so a sign-out takes them too.
  { place: 'localStorage', name: 'delelager/shared-link-keys', kept: 'personal' },
  { place: 'localStorage', name: 'delelager/remembered-email', kept: 'device' },
  { place: 'localStorage', name: 'settingsData', kept: 'device' },
  { place: 'localStorage', name: 'delelager-install-dismissed', kept: 'device' },
  // An id can end its session and do nothing else.
  { place: 'localStorage', name: 'delelager/ended-sessions', kept: 'device' },
  // The tab's storage is one person's (router scroll keys may carry a plate).
  { place: 'sessionStorage', name: '*', kept: 'personal' },
  { place: 'indexedDB key', name: 'react-query', kept: 'scrubbed' },
  { place: 'indexedDB key', name: 'red-parts/react/cart', kept: 'personal' },
  { place: 'indexedDB key', name: 'red-parts/react/cart-sync', kept: 'personal' },
  { place: 'indexedDB key', name: 'red-parts/react/garage', kept: 'personal' },
  { place: 'indexedDB key', name: 'delelager/jobs', kept: 'personal' },
  { place: 'indexedDB key', name: 'delelager/saved-lists', kept: 'personal' },
  { place: 'indexedDB key', name: 'vehicle-packs', kept: 'device' },
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

export function keptAs(place: Place, name: string): Kept | undefined {
  return KEPT.find((thing) => thing.place === place && matches(thing.name, name))?.kept
}

export function personalIn(place: Place): string[] {
  return KEPT.filter((thing) => thing.place === place && thing.kept === 'personal').map(
    (thing) => thing.name,
  )
}
