/**
 * `GET /api/vehicles/variant/:carId/categories?lang` — the categories holding parts for a
 * variant, with how many: what the vehicle page's category menu offers.
 */
import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../../domain/locale'
import type { VehicleCategory } from '../../../domain/vehicle-categories'
import { vehicleCategoriesAnswerSchema } from '../../../domain/vehicle-schema'
import { publicApi } from '../../lib/api-client'

export async function getVehicleCategories(
  locale: Locale,
  carId: number,
): Promise<VehicleCategory[]> {
  const body = await publicApi(`/vehicles/variant/${carId}/categories`, {
    query: { lang: locale },
  })
  return vehicleCategoriesAnswerSchema.parse(body).data.array
}

export const vehicleCategoriesQuery = (locale: Locale, carId: number) =>
  queryOptions({
    queryKey: ['vehicles', 'categories', carId, locale],
    queryFn: () => getVehicleCategories(locale, carId),
    // Which parts fit changes only with a catalogue update: an hour is plenty.
    staleTime: 60 * 60 * 1000,
  })
