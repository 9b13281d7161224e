/** `GET /api/tecdoc/manufacturers?lang` — every make, for the form without a year. */
import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../../../domain/locale'
import { manufacturersAnswerSchema } from '../../../../domain/vehicle-schema'
import { publicApi } from '../../../lib/api-client'
import type { Manufacturer } from '../../../lib/vehicles/vehicle-options'
import { VEHICLE_LIST_STALE_MS } from '../../../lib/vehicles/finder-cache'

export async function getManufacturers(locale: Locale): Promise<Manufacturer[]> {
  const body = await publicApi('/tecdoc/manufacturers', {
    query: { lang: locale },
  })
  return manufacturersAnswerSchema.parse(body).data
}

export const manufacturersQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['vehicles', 'manufacturers', locale],
    queryFn: () => getManufacturers(locale),
    staleTime: VEHICLE_LIST_STALE_MS,
  })
