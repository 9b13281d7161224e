/** `POST /api/tecdoc/vehicles {carids, lang}` — variants by carId (`data.data.array`). */
import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../../../domain/locale'
import { publicApi } from '../../../lib/api-client'
import { VEHICLE_LIST_STALE_MS } from '../../../lib/vehicles/finder-cache'
import { type ApiVehicleVariant, type DescribedVariant, toVariant } from './vehicle-variant'

export async function getVariants(locale: Locale, carIds: number[]): Promise<DescribedVariant[]> {
  const body = await publicApi<{ data: { array: ApiVehicleVariant[] } }>('/tecdoc/vehicles', {
    method: 'POST',
    body: { carids: carIds, lang: locale },
  })
  return body.data.array.map(toVariant)
}

export const variantsQuery = (locale: Locale, carIds: number[]) =>
  queryOptions({
    queryKey: ['vehicles', 'variants', carIds, locale],
    queryFn: () => getVariants(locale, carIds),
    staleTime: VEHICLE_LIST_STALE_MS,
  })
