import { queryOptions } from '@tanstack/react-query'
import { keepPreviousWhileOnline } from '../../offline/offline-query'
import { type ArticlePage, articlePageSchema } from '../../../domain/article-schema'
import type { Locale } from '../../../domain/locale'
import { publicApi } from '../../lib/api-client'

export type PartsPage = ArticlePage & { offline?: boolean }

export interface PartsRequest {
  carId: number
  category?: string
  page: number
}

export const PARTS_PER_PAGE = 16

export async function getVehicleParts(locale: Locale, request: PartsRequest): Promise<PartsPage> {
  const answer = await publicApi('/tecdoc/get-products-by-target-ids', {
    query: {
      engine: request.carId,
      category: request.category,
      page: request.page,
      perPage: PARTS_PER_PAGE,
      lang: locale,
    },
  })
  return articlePageSchema.parse(answer)
}

export const vehiclePartsQuery = (locale: Locale, request: PartsRequest) =>
  queryOptions({
    queryKey: ['vehicles', 'parts', request, locale],
    queryFn: () => getVehicleParts(locale, request),
    staleTime: 10 * 60 * 1000,
    placeholderData: keepPreviousWhileOnline,
  })
