/** `GET /api/tecdoc/models?manuId&lang` — a make's model series. */
import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../../../domain/locale'
import { modelSeriesAnswerSchema } from '../../../../domain/vehicle-schema'
import { publicApi } from '../../../lib/api-client'
import type { ModelSeries } from '../../../lib/vehicles/vehicle-options'
import { VEHICLE_LIST_STALE_MS } from '../../../lib/vehicles/finder-cache'

export async function getModelSeries(locale: Locale, manuId: number): Promise<ModelSeries[]> {
  const body = await publicApi('/tecdoc/models', { query: { manuId, lang: locale } })
  return modelSeriesAnswerSchema.parse(body).data.array
}

export const modelSeriesQuery = (locale: Locale, manuId: number) =>
  queryOptions({
    queryKey: ['vehicles', 'model-series', { manuId }, locale],
    queryFn: () => getModelSeries(locale, manuId),
    staleTime: VEHICLE_LIST_STALE_MS,
  })
