/** `GET /api/tecdoc/models?menuId&lang` — a make's model series (`data.data.array`). */
import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../../../domain/locale'
import { publicApi } from '../../../lib/api-client'
import type { ModelSeries } from '../../../lib/vehicles/vehicle-options'
import { VEHICLE_LIST_STALE_MS } from '../../../lib/vehicles/finder-cache'

export async function getModelSeries(locale: Locale, manuId: number): Promise<ModelSeries[]> {
  const body = await publicApi<{ data: { array: ModelSeries[] } }>('/tecdoc/models', {
    query: { menuId: manuId, lang: locale },
  })
  return body.data.array
}

export const modelSeriesQuery = (locale: Locale, manuId: number) =>
  queryOptions({
    queryKey: ['vehicles', 'model-series', { manuId }, locale],
    queryFn: () => getModelSeries(locale, manuId),
    staleTime: VEHICLE_LIST_STALE_MS,
  })
