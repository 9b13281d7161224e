import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../../domain/locale'
import { type VehicleDetails, vehicleDetailsAnswerSchema } from '../../../domain/vehicle-schema'
import { publicApi } from '../../lib/api-client'
import { VEHICLE_LIST_STALE_MS } from './finder-cache'

export async function getVehicleDetails(locale: Locale, carId: number): Promise<VehicleDetails> {
  const body = await publicApi(`/vehicles/variant/${carId}`, { query: { lang: locale } })
  return vehicleDetailsAnswerSchema.parse(body).vehicle
}

export const vehicleDetailsQuery = (locale: Locale, carId: number) =>
  queryOptions({
    queryKey: ['vehicles', 'details', carId, locale],
    queryFn: () => getVehicleDetails(locale, carId),
    staleTime: VEHICLE_LIST_STALE_MS,
  })
