/**
 * The API answers this device keeps, read (never written) for offline search; a damaged entry is skipped.
 */
import type { PersistedClient } from '@tanstack/query-persist-client-core'
import { LOCALES, type Locale } from '../../../domain/locale'
import { idbStore, PERSIST_KEY } from '../idb-store'

const PACK_CACHE_PREFIX = 'vehicle-pack-'
const CATALOGUE_CACHE = 'catalogue'
const VEHICLE_PARTS_PATH = '/api/tecdoc/get-products-by-target-ids'

export interface KeptAnswer {
  lang: Locale | undefined
  body: unknown
  fits?: number
}

const localeOf = (value: unknown): Locale | undefined => LOCALES.find((locale) => locale === value)

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

export async function packNames(): Promise<string[]> {
  if (typeof caches === 'undefined') return []
  return (await caches.keys()).filter((name) => name.startsWith(PACK_CACHE_PREFIX)).sort()
}

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
