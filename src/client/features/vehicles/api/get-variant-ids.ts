/** `GET /api/tecdoc/vehicle-ids?manuId&modelId&lang` — the carIds of a model series. */
import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../../../domain/locale'
import { variantIdsAnswerSchema } from '../../../../domain/vehicle-schema'
import { publicApi } from '../../../lib/api-client'
import { VEHICLE_LIST_STALE_MS } from '../../../lib/vehicles/finder-cache'

export async function getVariantIds(
  locale: Locale,
  query: { manuId: number; modelId: number },
): Promise<number[]> {
  const body = await publicApi('/tecdoc/vehicle-ids', { query: { ...query, lang: locale } })
  return variantIdsAnswerSchema.parse(body)
}

export const variantIdsQuery = (locale: Locale, query: { manuId: number; modelId: number }) =>
  queryOptions({
    queryKey: ['vehicles', 'variant-ids', query, locale],
    queryFn: () => getVariantIds(locale, query),
    staleTime: VEHICLE_LIST_STALE_MS,
  })
