/**
 * `GET /api/tecdoc/search?search&lang&page&perPage` for `/catalog/article?n=`: a
 * page of the articles whose article, OE or EAN number is the one typed, best matches first
 * (the server's ranking: the exact number, then numbers starting with it). Same page shape as
 * the parts of a vehicle. Offline, the parts the device holds (offline packs, parts seen
 * before) are searched instead, by number or words (`offline: true` on the answer).
 */
import { queryOptions } from '@tanstack/react-query'
import { keepPreviousWhileOnline } from '../../offline/offline-query'
import { articlePageSchema } from '../../../domain/article-schema'
import type { Locale } from '../../../domain/locale'
import { isNetworkFailure, publicApi } from '../../lib/api-client'
import { PARTS_PER_PAGE, type PartsPage } from '../vehicles/get-vehicle-parts'

export interface ArticleNumberSearch {
  number: string
  page: number
  /** Only articles fitting this variant (the listing filter `filter_vehicle`). */
  vehicle?: number
}

export async function searchByArticleNumber(
  locale: Locale,
  { number, page, vehicle }: ArticleNumberSearch,
): Promise<PartsPage> {
  try {
    const answer = await publicApi('/tecdoc/search', {
      query: {
        search: number,
        page,
        perPage: PARTS_PER_PAGE,
        lang: locale,
        filter_vehicle: vehicle,
      },
    })
    return articlePageSchema.parse(answer)
  } catch (error) {
    // No answer (offline): the parts the device holds are searched on it.
    if (!isNetworkFailure(error)) throw error
    const { searchOnDevice } = await import('../../offline/search/device-search')
    const found = await searchOnDevice(locale, number, page, PARTS_PER_PAGE, vehicle)
    if (found.total === 0) throw error
    return { ...found, offline: true }
  }
}

export const articleNumberSearchQuery = (locale: Locale, search: ArticleNumberSearch) =>
  queryOptions({
    queryKey: [
      'articles',
      'search',
      { number: search.number.trim(), page: search.page, vehicle: search.vehicle },
      locale,
    ],
    queryFn: () => searchByArticleNumber(locale, search),
    // Prices and stock move: ten minutes, as the parts of a vehicle.
    staleTime: 10 * 60 * 1000,
    placeholderData: keepPreviousWhileOnline,
  })
