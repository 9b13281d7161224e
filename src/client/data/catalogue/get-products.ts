/** `GET /api/tecdoc/get-products`: persisted, so a listing seen once shows again offline. */
import { queryOptions } from '@tanstack/react-query'
import { keepPreviousWhileOnline } from '../../offline/offline-query'
import { type ArticlePage, articlePageSchema } from '../../../domain/article-schema'
import type { ListingFilters, ListingSort } from '../../../domain/listing'
import { listingParams } from '../../../domain/listing'
import type { Locale } from '../../../domain/locale'
import { publicApi } from '../../lib/api-client'
import { DEFAULT_PER_PAGE } from '../../../domain/catalogue-rules'

export interface ProductsRequest {
  category?: string
  filters: ListingFilters
  sort: ListingSort
  page: number
}

export async function getProducts(locale: Locale, request: ProductsRequest): Promise<ArticlePage> {
  const params = listingParams(request.filters, request.sort)
  if (request.category) params.set('category', request.category)
  params.set('page', String(request.page))
  params.set('perPage', String(DEFAULT_PER_PAGE))
  params.set('facets', '1')
  params.set('lang', locale)
  return articlePageSchema.parse(await publicApi(`/tecdoc/get-products?${params}`))
}

export const productsQuery = (locale: Locale, request: ProductsRequest) =>
  queryOptions({
    queryKey: [
      'catalogue',
      'products',
      {
        category: request.category ?? null,
        filters: listingParams(request.filters, request.sort).toString(),
        page: request.page,
      },
      locale,
    ],
    queryFn: () => getProducts(locale, request),
    staleTime: 10 * 60 * 1000,
    placeholderData: keepPreviousWhileOnline,
  })
