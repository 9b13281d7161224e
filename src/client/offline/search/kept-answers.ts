/**
 * The API answers this device keeps, read (never written) for searching it offline:
 * - Cache Storage: the offline packs (`vehicle-pack-<carId>`: each part's
 *   `GET /api/product/item`, the pack's listing pages and category tree) and the service
 *   worker's `catalogue` cache (public catalogue GETs answered before);
 * - IndexedDB: React Query's saved cache (`react-query`, query-client.ts): product pages,
 *   listings and searches seen before, whose `POST /api/product/item` no cache holds.
 * Each answer comes with its language (`lang` in the URL, or the locale in the query key);
 * a damaged entry is skipped.
 */
import type { PersistedClient } from '@tanstack/query-persist-client-core'
import { LOCALES, type Locale } from '../../../domain/locale'
import { idbStore, PERSIST_KEY } from '../idb-store'

const PACK_CACHE_PREFIX = 'vehicle-pack-'
const CATALOGUE_CACHE = 'catalogue'
const VEHICLE_PARTS_PATH = '/api/tecdoc/get-products-by-target-ids'

export interface KeptAnswer {
  /** The answer's language, when it says. */
  lang: Locale | undefined
  body: unknown
  /** The vehicle variant (carId) every article in the answer fits, when it is known. */
  fits?: number
}

const localeOf = (value: unknown): Locale | undefined => LOCALES.find((locale) => locale === value)

/** A pack holds the parts of one vehicle; a vehicle's parts listing names it as `engine`. */
function fitsOf(cacheName: string, url: URL): number | undefined {
  const vehicle = cacheName.startsWith(PACK_CACHE_PREFIX)
    ? cacheName.slice(PACK_CACHE_PREFIX.length)
    : url.pathname === VEHICLE_PARTS_PATH && url.searchParams.get('engine')
  return vehicle ? Number(vehicle) : undefined
}

async function answersIn(cacheName: string): Promise<KeptAnswer[]> {
  const cache = await caches.open(cacheName)
  const requests = (await cache.keys()).filter((request) =>
    new URL(request.url).pathname.startsWith('/api/'),
  )
  const answers = await Promise.all(
    requests.map(async (request): Promise<KeptAnswer | null> => {
      const response = await cache.match(request)
      const type = response?.headers.get('content-type') ?? ''
      if (!response || (type !== '' && !type.includes('json'))) return null
      try {
        const url = new URL(request.url)
        const lang = localeOf(url.searchParams.get('lang'))
        return { lang, body: (await response.json()) as unknown, fits: fitsOf(cacheName, url) }
      } catch {
        return null
      }
    }),
  )
  return answers.filter((answer) => answer !== null)
}

/** The offline packs' cache names: they change when a pack is saved or deleted. */
export async function packNames(): Promise<string[]> {
  if (typeof caches === 'undefined') return []
  return (await caches.keys()).filter((name) => name.startsWith(PACK_CACHE_PREFIX)).sort()
}

/** The answers in Cache Storage; packs first, as they hold every part's full answer. */
export async function cachedAnswers(): Promise<KeptAnswer[]> {
  if (typeof caches === 'undefined') return []
  const names = [...(await packNames())]
  if ((await caches.keys()).includes(CATALOGUE_CACHE)) names.push(CATALOGUE_CACHE)
  return (await Promise.all(names.map(answersIn))).flat()
}

async function queryCacheAnswers(): Promise<KeptAnswer[]> {
  try {
    const saved = await idbStore.get<PersistedClient>(PERSIST_KEY)
    return (saved?.clientState.queries ?? []).map(({ queryKey, state }) => ({
      lang: queryKey.map(localeOf).find(Boolean),
      body: state.data,
      // A vehicle's parts are kept under a key naming the variant as `{ carId }`.
      fits: queryKey
        .map((part) => (part as { carId?: unknown } | null)?.carId)
        .find((carId): carId is number => typeof carId === 'number'),
    }))
  } catch {
    return []
  }
}

export async function keptAnswers(): Promise<KeptAnswer[]> {
  const [cached, queried] = await Promise.all([cachedAnswers(), queryCacheAnswers()])
  return [...cached, ...queried]
}
