import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query'
import type { ArticlePage } from '../../../../domain/article-schema'
import { useLocale } from '../../../i18n/locale-context'
import { useFitment } from '../../../data/garage/get-fitment'
import { useGarage } from '../../../lib/garage/garage'
import { startedFromServerHtml } from '../../../lib/server-rendered'
import { type ProductsRequest, productsQuery } from '../../../data/catalogue/get-products'
import {
  type ListingSearch,
  listingFiltersOf,
  listingPageOf,
  listingRequestOf,
  listingSortOf,
} from '../listing-search'

export type ListingQuery = UseQueryOptions<ArticlePage, Error, ArticlePage, QueryKey>

export interface ListingSource {
  request: ProductsRequest | null
  query: ListingQuery
}

export function useListingProducts(
  search: ListingSearch,
  category: string | undefined,
  source: ListingSource | undefined,
) {
  const locale = useLocale()
  const garage = useGarage()
  const defaultVehicle = source ? null : (garage.current?.id ?? null)
  const request = source
    ? source.request
    : listingRequestOf(search, category, garage, startedFromServerHtml())
  const ready = request !== null
  const filters = request?.filters ?? listingFiltersOf(search)
  const sort = listingSortOf(search)
  const page = listingPageOf(search)
  const products = useQuery({
    ...(source?.query ?? productsQuery(locale, request ?? { category, filters, sort, page })),
    enabled: ready,
  } as ListingQuery)
  const fitment = useFitment(
    products.data?.articles.map((a) => a.articleId) ?? [],
    filters.vehicle ?? undefined,
  )
  return { locale, garage, defaultVehicle, ready, filters, sort, page, products, fitment }
}
