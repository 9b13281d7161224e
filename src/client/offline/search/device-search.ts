/**
 * Searching on the device: with the network gone, a part number is looked up in
 * the offline packs — each pack keeps every part's details (`GET /api/product/item?id=…`), with
 * its article number, EAN and OE numbers. Numbers match as the server matches them
 * (normalised: case, spaces, dots, dashes and slashes ignored), the exact number first, then
 * numbers starting with what was typed. Answers the parts page's shape.
 */
import { normalizePartNumber } from '../../../domain/article-number'
import type { Locale } from '../../../domain/locale'
import type { Article } from '../../../domain/article-schema'
import type { PartsPage } from '../../lib/vehicles/get-vehicle-parts'

const PACK_PREFIX = 'vehicle-pack-'

/** Every product kept in the packs, in the page's language, once each. */
export async function productsInPacks(locale: Locale): Promise<Article[]> {
  if (typeof caches === 'undefined') return []
  const found = new Map<number, Article>()
  for (const name of await caches.keys()) {
    if (!name.startsWith(PACK_PREFIX)) continue
    const cache = await caches.open(name)
    for (const request of await cache.keys()) {
      const url = new URL(request.url)
      if (url.pathname !== '/api/product/item' || !url.searchParams.has('id')) continue
      if (url.searchParams.get('lang') !== locale) continue
      const response = await cache.match(request)
      if (!response) continue
      try {
        const { product } = (await response.json()) as { product: Article }
        found.set(product.articleId, product)
      } catch {
        // A damaged entry is skipped; the pack's next update replaces it.
      }
    }
  }
  return [...found.values()]
}

/** How well a product's numbers match the typed one: 0 exact, 1 starts with it, null none. */
export function numberMatch(product: Article, typed: string): 0 | 1 | null {
  const wanted = normalizePartNumber(typed)
  if (!wanted) return null
  const numbers = [
    product.articleNumber,
    product.ean ?? '',
    ...(product.oeNumbers ?? []).map((oe) => oe.number),
  ].map(normalizePartNumber)
  if (numbers.includes(wanted)) return 0
  return numbers.some((number) => number.startsWith(wanted)) ? 1 : null
}

export async function searchPacks(
  locale: Locale,
  typed: string,
  page: number,
  perPage: number,
): Promise<PartsPage> {
  const ranked = (await productsInPacks(locale))
    .map((product) => ({ product, rank: numberMatch(product, typed) }))
    .filter((entry): entry is { product: Article; rank: 0 | 1 } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.product.articleId - b.product.articleId)
  return {
    articles: ranked.slice((page - 1) * perPage, page * perPage).map(({ product }) => product),
    page,
    perPage,
    total: ranked.length,
  }
}
