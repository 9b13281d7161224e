/**
 * `GET /api/tecdoc/search-by-registration-number?registrationNumber&lang` (spec §7): the best
 * candidate's make (`menuId`), model series (`modId`) and variant (`carId`), and every
 * candidate variant. 404 when no car has the plate, 400 when it is no plate.
 */
import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../../../domain/locale'
import { normalizeRegistrationNumber } from '../../../../domain/registration'
import { publicApi } from '../../../lib/api-client'
import { VEHICLE_LIST_STALE_MS } from './finder-cache'
import { type ApiVehicleVariant, type DescribedVariant, toVariant } from './vehicle-variant'

export interface RegisteredVehicle {
  manuId: number
  modelId: number
  carId: number
  candidates: DescribedVariant[]
}

interface RegistrationAnswer {
  status: number
  data: { menuId: number; modId: number; carId: number; vehicles: ApiVehicleVariant[] }
}

export async function getVehicleByRegistration(
  locale: Locale,
  registrationNumber: string,
): Promise<RegisteredVehicle> {
  const { data } = await publicApi<RegistrationAnswer>('/tecdoc/search-by-registration-number', {
    query: { registrationNumber, lang: locale },
  })
  return {
    manuId: data.menuId,
    modelId: data.modId,
    carId: data.carId,
    candidates: data.vehicles.map(toVariant),
  }
}

export const vehicleByRegistrationQuery = (locale: Locale, registrationNumber: string) =>
  queryOptions({
    // One cache entry per plate however it was typed (`ek 39085` = `EK39085`).
    queryKey: [
      'vehicles',
      'by-registration',
      normalizeRegistrationNumber(registrationNumber),
      locale,
    ],
    queryFn: () =>
      getVehicleByRegistration(locale, normalizeRegistrationNumber(registrationNumber)),
    staleTime: VEHICLE_LIST_STALE_MS,
    // A 4xx answer will not change by asking again.
    retry: (count, error) => count < 2 && !isClientError(error),
  })

export function isClientError(error: unknown): boolean {
  const status = (error as { status?: number } | null)?.status
  return typeof status === 'number' && status >= 400 && status < 500
}
