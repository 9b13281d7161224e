/** `GET /api/tecdoc/search`. Offline, the parts the device holds are searched instead. */
import { queryOptions } from '@tanstack/react-query'
import { type ArticlePage, articlePageSchema } from '../../../domain/article-schema'
import { DEFAULT_PER_PAGE } from '../../../domain/catalogue-rules'
import { listingParams } from '../../../domain/listing'
import type { Locale } from '../../../domain/locale'
import { isNetworkFailure, publicApi } from '../../lib/api-client'
import { keepPreviousWhileOnline } from '../../offline/offline-query'
import type { ProductsRequest } from './get-products'

export interface SearchRequest extends ProductsRequest {
  text: string
  /** The garage's current vehicle (carId): parts that fit it come first. */
  preferVehicle?: number
}

export type SearchVehicle = NonNullable<ArticlePage['vehicle']>

export type SearchAnswer = ArticlePage & { offline?: boolean }

export async function searchProducts(
  locale: Locale,
  request: SearchRequest,
): Promise<SearchAnswer> {
  const params = listingParams(request.filters, request.sort)
  params.set('search', request.text)
  params.set('page', String(request.page))
  params.set('perPage', String(DEFAULT_PER_PAGE))
  params.set('facets', '1')
  if (request.preferVehicle !== undefined)
    params.set('prefer_vehicle', String(request.preferVehicle))
  params.set('lang', locale)
  try {
    return articlePageSchema.parse(await publicApi(`/tecdoc/search?${params}`))
  } catch (error) {
    // Saved parts have no facets to filter by: with a filter on, the page says it is offline.
    if (!isNetworkFailure(error) || Object.keys(request.filters).length > 0) throw error
    const { searchOnDevice } = await import('../../offline/search/device-search')
    const found = await searchOnDevice(locale, request.text, request.page, DEFAULT_PER_PAGE)
    return { ...found, offline: true }
  }
}

export const searchProductsQuery = (locale: Locale, request: SearchRequest) =>
  queryOptions({
    queryKey: [
      'catalogue',
      'search',
      {
        text: request.text,
        filters: listingParams(request.filters, request.sort).toString(),
        page: request.page,
        preferVehicle: request.preferVehicle ?? null,
      },
      locale,
    ],
    queryFn: () => searchProducts(locale, request),
    staleTime: 10 * 60 * 1000,
    placeholderData: keepPreviousWhileOnline,
    // The route's loader asks first (page-data.ts): a failure it got is shown, not asked again
    // as the page mounts; entering the page again asks anew.
    retryOnMount: false,
  })
