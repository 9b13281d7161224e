/** Keyed by the normalised number (`HU 7008 z` = `hu7008z`), as the server ignores case and marks. */
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { normalizePartNumber } from '../../../domain/article-number'
import { articleByNumberAnswerSchema } from '../../../domain/article-schema'
import type { Locale } from '../../../domain/locale'
import { publicApi } from '../../lib/api-client'
import { articleNumberSearchQuery } from './search-by-article-number'
import { fetchOrCached, foundOrNull } from '../../lib/fetch-or-cached'
import type { FoundArticle } from '../vehicles/vehicle-options'

export const ARTICLE_NUMBER_STALE_MS = 60 * 60 * 1000

export async function getProductByArticleNumber(
  locale: Locale,
  articleNumber: string,
  signal?: AbortSignal,
): Promise<FoundArticle | null> {
  return foundOrNull(async () => {
    const answer = await publicApi('/tecdoc/get-product-by-article-number', {
      query: { articleNumber: articleNumber.trim(), lang: locale },
      signal,
    })
    const { data } = articleByNumberAnswerSchema.parse(answer)
    return { articleNumber: data.articleNumber, articleName: data.articleName }
  })
}

export const productByArticleNumberQuery = (locale: Locale, articleNumber: string) =>
  queryOptions({
    queryKey: ['articles', 'by-number', normalizePartNumber(articleNumber), locale] as const,
    queryFn: ({ signal }) => getProductByArticleNumber(locale, articleNumber, signal),
    staleTime: ARTICLE_NUMBER_STALE_MS,
  })

/** A number no article is printed with is searched for as an OE or EAN number: exact carriers only. */
export async function lookupArticle(
  queryClient: QueryClient,
  articleNumber: string,
  locale: Locale,
): Promise<FoundArticle | null> {
  const printed = await fetchOrCached(
    queryClient,
    productByArticleNumberQuery(locale, articleNumber),
  )
  if (printed) return printed
  const page = await fetchOrCached(
    queryClient,
    articleNumberSearchQuery(locale, { number: articleNumber, page: 1 }),
  )
  const key = normalizePartNumber(articleNumber)
  const carrier = page.articles.find(
    (article) =>
      (article.ean !== undefined && normalizePartNumber(article.ean) === key) ||
      article.oeNumbers?.some((oe) => normalizePartNumber(oe.number) === key),
  )
  return carrier ? { articleNumber: carrier.articleNumber, articleName: carrier.articleName } : null
}
