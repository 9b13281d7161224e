/** `GET /api/vehicles/models?year&manuId&lang` — model series built that year (getModels). */
import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../../../domain/locale'
import { modelsAnswerSchema } from '../../../../domain/vehicle-schema'
import { publicApi } from '../../../lib/api-client'
import type { ModelSeries } from '../../../lib/vehicles/vehicle-options'
import { VEHICLE_LIST_STALE_MS } from '../../../lib/vehicles/finder-cache'

export async function getModels(
  locale: Locale,
  query: { year: number; manuId: number },
): Promise<ModelSeries[]> {
  const body = await publicApi('/vehicles/models', {
    query: { ...query, lang: locale },
  })
  return modelsAnswerSchema.parse(body).data
}

export const modelsQuery = (locale: Locale, query: { year: number; manuId: number }) =>
  queryOptions({
    queryKey: ['vehicles', 'models', query, locale],
    queryFn: () => getModels(locale, query),
    staleTime: VEHICLE_LIST_STALE_MS,
  })
