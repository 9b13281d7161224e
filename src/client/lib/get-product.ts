/**
 * `POST /api/product/item {id, lang}` → `{ product }`: one article with everything
 * the product page shows. `id` is an articleId (from `/products/{slug}`) or an article number
 * as printed (`/product-preview/{articleNumber}`; the server also takes an id written as
 * text). Read through React Query under `['products', 'item', id, lang]` and persisted with
 * the rest of the query cache (IndexedDB), so a product seen once opens again offline. An id
 * no article has (404) is cached as `null`: the page says 'Product not found'.
 */
import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../domain/locale'
import { packKey, packProductUrl } from '../../domain/offline-pack'
import { isFetchError, isNetworkFailure, publicApi } from './api-client'

/** Stock status of an article. */
export type StockStatus = 'in-stock' | 'out-of-stock' | 'on-backorder'

/** The product as the API answers it (spec §3 "Product (live)"); money in øre incl. MVA. */
export interface Product {
  articleId: number
  articleNumber: string
  /** The part type's name in the page's language, e.g. "Bremseskive". */
  articleName: string
  /** The brand, e.g. "BREMBO". */
  mfrName: string
  /** Criteria and notes, one text per line, e.g. "Diameter: 288 mm". */
  articleText: { text: string[] }[]
  price: number
  /** Subtracted from `price`. */
  discount: number
  /** False when the shop has no price for it: shown, not sold. */
  available: boolean
  availability?: StockStatus
  images: { imageURL400: string }[]
  /** Stars, rounded for display. */
  rating: number
  /** How many reviews the rating is based on. */
  reviews: number
  tags: string[]
  ean?: string
  oeNumbers?: { brand: string; number: string }[]
}

/** What identifies a product: an articleId, or an article number as printed. */
export type ProductLookup = number | string

/** How long a product is trusted, ms: prices and stock move, so ten minutes. */
export const PRODUCT_STALE_MS = 10 * 60 * 1000

export async function getProduct(
  locale: Locale,
  id: ProductLookup,
  signal?: AbortSignal,
): Promise<Product | null> {
  try {
    const { product } = await publicApi<{ product: Product }>('/product/item', {
      method: 'POST',
      body: { id, lang: locale },
      signal,
    })
    return product
  } catch (error) {
    if (isFetchError(error) && error.status === 404) return null
    // No answer (offline): an offline vehicle pack may hold the product.
    if (isNetworkFailure(error)) {
      const kept = await productFromPacks(locale, id)
      if (kept) return kept
    }
    throw error
  }
}

/** The product as an offline pack keeps it (`GET /api/product/item?…`), if any pack has it. */
async function productFromPacks(locale: Locale, id: ProductLookup): Promise<Product | null> {
  if (typeof caches === 'undefined') return null
  try {
    const key = packKey(packProductUrl(id, locale), window.location.origin)
    const response = await caches.match(key)
    return response ? ((await response.json()) as { product: Product }).product : null
  } catch {
    return null
  }
}

export const productQuery = (locale: Locale, id: ProductLookup) =>
  queryOptions({
    queryKey: ['products', 'item', id, locale] as const,
    queryFn: ({ signal }) => getProduct(locale, id, signal),
    staleTime: PRODUCT_STALE_MS,
  })
