/**
 * `GET /api/product/item` (a GET, not `POST /product/item`, so the browser, the service worker
 * and the server's read cache can keep it). One answer fills two persisted entries: the article
 * under `['products', 'item', …]`, where offline search reads articles, and its page's context.
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

/** An articleId, or an article number as printed. */
export type ProductLookup = number | string

/** Prices and stock move: ten minutes. */
export const PRODUCT_STALE_MS = 10 * 60 * 1000

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
