/**
 * `GET /api/tecdoc/get-products-by-target-ids?engine&category&page&perPage&lang` — a page of
 * the parts fitting a vehicle variant, optionally in one category.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../../domain/locale'
import { publicApi } from '../api-client'

export interface PartArticle {
  articleId: number
  articleNumber: string
  articleName: string
  mfrName: string
  /** Øre incl. MVA. */
  price: number
  /** Øre incl. MVA, subtracted from `price`. */
  discount: number
  available: boolean
  availability?: 'in-stock' | 'out-of-stock' | 'on-backorder'
  images: { imageURL400: string }[]
  /** The EAN-13 on the part's box, where the brand gives one (the barcode scanner reads it). */
  ean?: string
}

export interface PartsPage {
  articles: PartArticle[]
  page: number
  perPage: number
  total: number
  /** More than the counted maximum (shown as "1 000+"). */
  totalCapped?: boolean
  /** Found on this device, in the offline packs, while the network was gone. */
  offline?: boolean
}

export interface PartsRequest {
  carId: number
  category?: string
  page: number
}

/** Parts per page. */
export const PARTS_PER_PAGE = 16

export async function getVehicleParts(locale: Locale, request: PartsRequest): Promise<PartsPage> {
  return publicApi<PartsPage>('/tecdoc/get-products-by-target-ids', {
    query: {
      engine: request.carId,
      category: request.category,
      page: request.page,
      perPage: PARTS_PER_PAGE,
      lang: locale,
    },
  })
}

export const vehiclePartsQuery = (locale: Locale, request: PartsRequest) =>
  queryOptions({
    queryKey: ['vehicles', 'parts', request, locale],
    queryFn: () => getVehicleParts(locale, request),
    // Prices and stock move: ten minutes, then fetched again when shown.
    staleTime: 10 * 60 * 1000,
    placeholderData: keepPreviousData,
  })
