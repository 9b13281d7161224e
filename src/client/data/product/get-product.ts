/**
 * `GET /api/product/item?id|articleNumber&lang` → `{ product, fitment, related }` (the same
 * answer as `POST /product/item`, but one the browser, the service worker and the server's
 * read cache can keep): everything the product page shows, in one call. `id` is an articleId
 * (from `/products/{slug}`) or an article number as printed (`/product-preview/{articleNumber}`;
 * the server also takes an id written as text). One answer fills two React Query entries,
 * persisted with the rest of the query cache (IndexedDB) so a product seen once opens again
 * offline: the article under `['products', 'item', id, lang]` (where offline search reads
 * articles) and what its page shows around it under `['products', 'context', id, lang]`.
 * An id no article has (404) is cached as `null`: the page says 'Product not found'.
 */
import { queryOptions } from '@tanstack/react-query'
import {
  type Article,
  type ProductAnswer,
  productAnswerSchema,
} from '../../../domain/article-schema'
import type { Locale } from '../../../domain/locale'
import { packKey, packProductUrl } from '../../../domain/offline-pack'
import { isFetchError, isNetworkFailure, publicApi } from '../../lib/api-client'

/** What identifies a product: an articleId, or an article number as printed. */
export type ProductLookup = number | string

/** How long a product is trusted, ms: prices and stock move, so ten minutes. */
export const PRODUCT_STALE_MS = 10 * 60 * 1000

/** What the product page shows around the article: what it fits, the parts that replace it. */
export type ProductContext = Pick<ProductAnswer, 'fitment' | 'related'>

export async function getProductAnswer(
  locale: Locale,
  id: ProductLookup,
  signal?: AbortSignal,
): Promise<ProductAnswer | null> {
  try {
    const query =
      typeof id === 'number' ? { id, lang: locale } : { articleNumber: id, lang: locale }
    return productAnswerSchema.parse(await publicApi('/product/item', { query, signal }))
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
async function productFromPacks(locale: Locale, id: ProductLookup): Promise<ProductAnswer | null> {
  if (typeof caches === 'undefined') return null
  try {
    const key = packKey(packProductUrl(id, locale), window.location.origin)
    const response = await caches.match(key)
    return response ? productAnswerSchema.parse(await response.json()) : null
  } catch {
    return null
  }
}

const contextOf = ({ fitment, related }: ProductAnswer): ProductContext => ({ fitment, related })

export const productQuery = (locale: Locale, id: ProductLookup) =>
  queryOptions({
    queryKey: ['products', 'item', id, locale] as const,
    queryFn: async ({ client, signal }): Promise<Article | null> => {
      const answer = await getProductAnswer(locale, id, signal)
      // The same answer fills the page's other entry, so the page asks once.
      client.setQueryData(productContextQuery(locale, id).queryKey, answer && contextOf(answer))
      return answer?.product ?? null
    },
    staleTime: PRODUCT_STALE_MS,
  })

export const productContextQuery = (locale: Locale, id: ProductLookup) =>
  queryOptions({
    queryKey: ['products', 'context', id, locale] as const,
    queryFn: async ({ client, signal }): Promise<ProductContext | null> => {
      const answer = await getProductAnswer(locale, id, signal)
      client.setQueryData(productQuery(locale, id).queryKey, answer?.product ?? null)
      return answer && contextOf(answer)
    },
    staleTime: PRODUCT_STALE_MS,
  })
