/**
 * Offline vehicle packs: what the server lists for a vehicle and how the device
 * keeps it. Shared by the manifest route and the client's downloader.
 */
import type { z } from 'zod'
import type { packItemSchema, packManifestSchema } from './offline-pack-schema'

/** Parts per listing page: the app's page size, so the pack holds the pages it asks. */
export const PACK_PAGE_SIZE = 16
/** Most articles a pack takes, so one vehicle cannot fill a phone. */
export const PACK_MAX_ARTICLES = 2000

export type PackItem = z.infer<typeof packItemSchema>
export type PackItemKind = PackItem['kind']
/** `GET /api/vehicles/variant/:carId/offline-pack?lang` */
export type PackManifest = z.infer<typeof packManifestSchema>

/** The Cache Storage cache of one vehicle's pack. */
export function packCacheName(carId: number): string {
  return `vehicle-pack-${carId}`
}

/**
 * A request's key in a pack: the path with its query parameters sorted, so a page asking with
 * its parameters in another order still finds the answer. Used by the downloader when it
 * stores and by the service worker when it looks up.
 */
export function packKey(url: string, base = 'http://localhost'): string {
  const parsed = new URL(url, base)
  const sorted = new URLSearchParams(
    [...parsed.searchParams.entries()].sort(([a, av], [b, bv]) =>
      a === b ? av.localeCompare(bv) : a.localeCompare(b),
    ),
  )
  const query = sorted.toString()
  return `${parsed.origin}${parsed.pathname}${query ? `?${query}` : ''}`
}

/**
 * `GET /api/product/item?id&lang` (an articleId) or `?articleNumber&lang`: the product page's
 * answer as a pack keeps it.
 */
export function packProductUrl(id: number | string, lang: string): string {
  return typeof id === 'number'
    ? `/api/product/item?id=${id}&lang=${lang}`
    : `/api/product/item?articleNumber=${encodeURIComponent(id)}&lang=${lang}`
}
