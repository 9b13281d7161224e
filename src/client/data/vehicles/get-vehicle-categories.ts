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
    staleTime: 60 * 60 * 1000,
  })
