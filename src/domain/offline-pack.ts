import type { z } from 'zod'
import type { packItemSchema, packManifestSchema } from './offline-pack-schema'

/** The app's page size, so the pack holds the pages it asks. */
export const PACK_PAGE_SIZE = 16
/** So one vehicle cannot fill a phone. */
export const PACK_MAX_ARTICLES = 2000

export type PackItem = z.infer<typeof packItemSchema>
export type PackItemKind = PackItem['kind']
export type PackManifest = z.infer<typeof packManifestSchema>

export function packCacheName(carId: number): string {
  return `vehicle-pack-${carId}`
}

/** Parameters sorted, so a page asking in another order still finds the answer. */
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

export function packProductUrl(id: number | string, lang: string): string {
  return typeof id === 'number'
    ? `/api/product/item?id=${id}&lang=${lang}`
    : `/api/product/item?articleNumber=${encodeURIComponent(id)}&lang=${lang}`
}
