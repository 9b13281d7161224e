/**
 * `GET /api/product/item?id|articleNumber&lang` → `{ product }` (the same answer as `POST /product/item`, but
 * one the browser, the service worker and the server's read cache can keep): one article with
 * everything the product page shows. `id` is an articleId (from `/products/{slug}`) or an article number
 * as printed (`/product-preview/{articleNumber}`; the server also takes an id written as
 * text). Read through React Query under `['products', 'item', id, lang]` and persisted with
 * the rest of the query cache (IndexedDB), so a product seen once opens again offline. An id
 * no article has (404) is cached as `null`: the page says 'Product not found'.
 */
import { queryOptions } from '@tanstack/react-query'
import { type Article, productAnswerSchema } from '../../domain/article-schema'
import type { Locale } from '../../domain/locale'
import { packKey, packProductUrl } from '../../domain/offline-pack'
import { isFetchError, isNetworkFailure, publicApi } from './api-client'

/** What identifies a product: an articleId, or an article number as printed. */
export type ProductLookup = number | string

/** How long a product is trusted, ms: prices and stock move, so ten minutes. */
export const PRODUCT_STALE_MS = 10 * 60 * 1000

export async function getProduct(
  locale: Locale,
  id: ProductLookup,
  signal?: AbortSignal,
): Promise<Article | null> {
  try {
    const query =
      typeof id === 'number' ? { id, lang: locale } : { articleNumber: id, lang: locale }
    const answer = await publicApi('/product/item', { query, signal })
    return productAnswerSchema.parse(answer).product
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
async function productFromPacks(locale: Locale, id: ProductLookup): Promise<Article | null> {
  if (typeof caches === 'undefined') return null
  try {
    const key = packKey(packProductUrl(id, locale), window.location.origin)
    const response = await caches.match(key)
    return response ? productAnswerSchema.parse(await response.json()).product : null
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
