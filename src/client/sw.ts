/**
 * The service worker. What it keeps, and where:
 * - precache: the app shell and the `no`/`en` catalogs; `i18n`: other catalogs, on first use;
 * - `catalogue`: public catalogue GETs, honouring the server's Cache-Control (never personal
 *   data, plate or VIN look-ups); `part-images`: part-type pictures; `wasm`: the barcode reader;
 * - `vehicle-pack-<carId>`: offline packs, looked up by packKey when nothing else answers;
 * - `assets-previous`: the last version's hashed chunks, for tabs still running it.
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

const CATALOGUE_PATH =
  /^\/api\/(tecdoc|vehicles|brand|product\/item|category\/list\/sidebaritems|setting\/settings|i18n)(\/|$)/
/** Which cars someone looked for is theirs, and this cache is the device's (sign-out does not clear it). */
const VEHICLE_LOOKUP_PATH = /^\/api\/(tecdoc\/search-by-registration-number|vehicles\/by-vin)$/
const CATALOGUE_NETWORK_TIMEOUT_S = 3
const DAY_S = 24 * 60 * 60
/** One per part type, and the catalogue has about 70. */
const PART_IMAGES_MAX_ENTRIES = 200

const fromPackDownloader = (request: Request) => request.headers.has('x-offline-pack')

const offlinePacks: WorkboxPlugin = {
  handlerDidError: async ({ request }) =>
    (await caches.match(packKey(request.url), { ignoreVary: true })) ?? undefined,
}

const PREVIOUS_ASSETS = 'assets-previous'

// An open tab of the old version may still ask for its chunks; one version back is kept.
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

// robots.txt and sitemaps are the server's files; an address with an empty segment (`//`) is no
// page, which the router would take for `/`: the server draws its 404 (ADR 0081).
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

// The barcode reader's WebAssembly (1 MB) is not precached for everyone, only kept once fetched.
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

// A picture changes only when a release redraws it; 404s are not kept.
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

// The new worker takes over only after the user agreed (offline/service-worker.ts).
sw.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void sw.skipWaiting()
})

// On the very first install, take control at once so the page works offline without a reload.
clientsClaim()
