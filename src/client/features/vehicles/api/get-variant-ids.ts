/** `GET /api/tecdoc/vehicle-ids?menuId&modId&lang` — the carIds of a model series. */
import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../../../domain/locale'
import { publicApi } from '../../../lib/api-client'
import { VEHICLE_LIST_STALE_MS } from '../../../lib/vehicles/finder-cache'

export async function getVariantIds(
  locale: Locale,
  query: { manuId: number; modelId: number },
): Promise<number[]> {
  return publicApi<number[]>('/tecdoc/vehicle-ids', {
    query: { menuId: query.manuId, modId: query.modelId, lang: locale },
  })
}

export const variantIdsQuery = (locale: Locale, query: { manuId: number; modelId: number }) =>
  queryOptions({
    queryKey: ['vehicles', 'variant-ids', query, locale],
    queryFn: () => getVariantIds(locale, query),
    staleTime: VEHICLE_LIST_STALE_MS,
  })
