/** `GET /api/tecdoc/search` for `/catalog/article?n=`; offline, the device's parts are searched. */
import { queryOptions } from '@tanstack/react-query'
import { keepPreviousWhileOnline } from '../../offline/offline-query'
import { articlePageSchema } from '../../../domain/article-schema'
import type { Locale } from '../../../domain/locale'
import { isNetworkFailure, publicApi } from '../../lib/api-client'
import { PARTS_PER_PAGE, type PartsPage } from '../vehicles/get-vehicle-parts'

export interface ArticleNumberSearch {
  number: string
  page: number
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
    staleTime: 10 * 60 * 1000,
    placeholderData: keepPreviousWhileOnline,
  })
