/**
 * The service worker. What it keeps, and where:
 * - precache (workbox-precache-*): the app shell — index.html, JS, CSS, SVG and the `no`/`en`
 *   catalogs, refreshed on every deploy;
 * - `i18n` cache: catalogs of other locales (ar), fetched on first use (hashed: cache first);
 * - `catalogue` cache: public catalogue GETs under /api, so browsed parts open offline. The
 *   server's Cache-Control is honoured (offline/catalogue-cache): within max-age the copy
 *   answers, within stale-while-revalidate it answers and is refreshed behind, else network
 *   first (3 s timeout, then the last answer). Personal data (/api/user, /api/order,
 *   /api/cart, /api/address, /api/auth) and plate and VIN look-ups are never cached here.
 * - `part-images` cache: the part-type pictures under /part-images/ (cache first), so the
 *   pictures of parts browsed once show offline too.
 * - `vehicle-pack-<carId>` caches: offline packs the page downloads itself (features/
 *   offline-packs). When the network and the caches above have no answer, the request is
 *   looked up in them by its normalised key (packKey). The downloader's own requests carry
 *   `x-offline-pack` and pass by this worker.
 * - `assets-previous` cache: the hashed JS and CSS of the version before, copied when a new
 *   worker installs, so a tab still running the old bundle finds the lazy chunks it has not
 *   loaded yet after the new worker took over (and the server only has the new build).
 * - `wasm` cache: the barcode reader's WebAssembly, once fetched (cache first).
 * Navigations get the shell (index.html) from the precache, except /api paths, the search
 * engines' files (robots.txt, sitemaps) and addresses with an empty segment (`//`).
 */
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import type { WorkboxPlugin } from 'workbox-core/types'
import { packKey } from '../domain/offline-pack'
import { CatalogueStrategy } from './offline/catalogue-cache/catalogue-strategy'

// The app's tsconfig has the DOM lib too, where `self` is a Window.
const sw = self as unknown as ServiceWorkerGlobalScope

/** Public catalogue GETs that may be answered from the cache when offline. */
const CATALOGUE_PATH =
  /^\/api\/(tecdoc|vehicles|brand|product\/item|category\/list\/sidebaritems|setting\/settings|i18n)(\/|$)/
/**
 * Plate and VIN look-ups: which cars someone looked for is theirs, and this cache is the
 * device's. The page keeps plate answers in its query cache, which sign-out clears.
 */
const VEHICLE_LOOKUP_PATH = /^\/api\/(tecdoc\/search-by-registration-number|vehicles\/by-vin)$/
/** Seconds a listing past its stale-while-revalidate waits for the network before the cached answer is used. */
const CATALOGUE_NETWORK_TIMEOUT_S = 3
const DAY_S = 24 * 60 * 60
/** Pictures kept: one per part type, and the catalogue has about 70. */
const PART_IMAGES_MAX_ENTRIES = 200

/** Offline packs' own requests (the downloader) go straight to the network. */
const fromPackDownloader = (request: Request) => request.headers.has('x-offline-pack')

/** No answer from the network or this route's cache: an offline pack may have one. */
const offlinePacks: WorkboxPlugin = {
  handlerDidError: async ({ request }) =>
    (await caches.match(packKey(request.url), { ignoreVary: true })) ?? undefined,
}

/** The previous version's hashed assets (see the header). */
const PREVIOUS_ASSETS = 'assets-previous'

// Before this worker's precache replaces the old one, keep the old hashed assets: an open tab
// of the old version may still ask for its chunks. One version back is kept.
sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const precache = (await caches.keys()).find((name) => name.startsWith('workbox-precache'))
      if (!precache) return
      const from = await caches.open(precache)
      await caches.delete(PREVIOUS_ASSETS)
      const to = await caches.open(PREVIOUS_ASSETS)
      for (const request of await from.keys()) {
        const url = new URL(request.url)
        if (!url.pathname.startsWith('/assets/')) continue
        const response = await from.match(request)
        if (response) await to.put(`${url.origin}${url.pathname}`, response)
      }
    })(),
  )
})

cleanupOutdatedCaches()
// Written out so the build finds the literal `self.__WB_MANIFEST` to inject the precache list into.
precacheAndRoute((self as unknown as ServiceWorkerGlobalScope).__WB_MANIFEST)

// robots.txt and the sitemaps are the server's files, opened in a tab now and then: not pages.
// An address with an empty segment (`//`) is no page, which the app's router would take for
// another (`/`): the server draws its 404 page (ADR 0081).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [
      /^\/api(\/|$)/,
      /^\/part-images\//,
      /^\/(robots\.txt|sitemap\.xml|sitemaps\/)/,
      /^[^?]*\/\//,
    ],
  }),
)

// The barcode reader's WebAssembly (1 MB): not precached for everyone, kept once fetched —
// when the scanner first opens, or when an offline pack is saved — so scanning works offline.
registerRoute(
  ({ url }) => url.origin === sw.location.origin && /^\/assets\/.*\.wasm$/.test(url.pathname),
  new CacheFirst({
    cacheName: 'wasm',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 2, purgeOnQuotaError: true }),
    ],
  }),
)

// Hashed assets the current precache does not have: the previous version's, for old tabs.
registerRoute(
  ({ url }) =>
    url.origin === sw.location.origin &&
    url.pathname.startsWith('/assets/') &&
    !/^\/assets\/i18n-/.test(url.pathname),
  async ({ request }) =>
    (await caches.match(request, { cacheName: PREVIOUS_ASSETS })) ?? fetch(request),
)

registerRoute(
  ({ url }) => url.origin === sw.location.origin && /^\/assets\/i18n-/.test(url.pathname),
  new CacheFirst({
    cacheName: 'i18n',
    plugins: [new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 90 * DAY_S })],
  }),
)

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === sw.location.origin &&
    CATALOGUE_PATH.test(url.pathname) &&
    !VEHICLE_LOOKUP_PATH.test(url.pathname) &&
    !fromPackDownloader(request),
  new CatalogueStrategy({
    cacheName: 'catalogue',
    networkTimeoutSeconds: CATALOGUE_NETWORK_TIMEOUT_S,
    plugins: [
      offlinePacks,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: 5000,
        maxAgeSeconds: 30 * DAY_S,
        purgeOnQuotaError: true,
      }),
    ],
  }),
)

// Cache first: a picture changes only when a release redraws it, and then the expiry (or a
// cleared cache) brings the new one; 404s are not kept.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === sw.location.origin &&
    url.pathname.startsWith('/part-images/') &&
    !fromPackDownloader(request),
  new CacheFirst({
    cacheName: 'part-images',
    plugins: [
      offlinePacks,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: PART_IMAGES_MAX_ENTRIES,
        maxAgeSeconds: 30 * DAY_S,
        purgeOnQuotaError: true,
      }),
    ],
  }),
)

// Update flow: the page asks (after the user agreed) and only then does the new worker
// take over; see offline/service-worker.ts.
sw.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void sw.skipWaiting()
})

// On the very first install there is no old worker: take control of the open page at once
// so it works offline without a reload.
clientsClaim()
