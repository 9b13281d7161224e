/** Persisted, so a VIN looked up once is answered again offline; an unknown maker (404) is `null`. */
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../../domain/locale'
import { vinAnswerSchema } from '../../../domain/vehicle-schema'
import { publicApi } from '../../lib/api-client'
import { fetchOrCached, foundOrNull } from '../../lib/fetch-or-cached'
import type { VinCandidate, VinVehicle } from './vehicle-options'

/** A day: it changes only with a catalogue update. */
export const VIN_STALE_MS = 24 * 60 * 60 * 1000

/** Server 400 `INVALID_VIN`; `message` is the server's, in English. */
export class InvalidVinError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'InvalidVinError'
  }
}

export async function fetchVehicleByVin(
  vin: string,
  lang: Locale,
  signal?: AbortSignal,
): Promise<VinVehicle | null> {
  return foundOrNull(
    async () => {
      const answer = await publicApi('/vehicles/by-vin', { query: { vin, lang }, signal })
      const { data } = vinAnswerSchema.parse(answer)
      const variants = data.vehicles.map(
        ({ vehicleDetails, motorCode, model }): VinCandidate => ({
          carId: vehicleDetails.carId,
          typeName: vehicleDetails.typeName,
          powerKwFrom: vehicleDetails.powerKwFrom,
          ccmTech: vehicleDetails.ccmTech,
          motorCode,
          modelname: model.modelname,
          yearOfConstrFrom: vehicleDetails.yearOfConstrFrom,
          yearOfConstrTo: vehicleDetails.yearOfConstrTo,
        }),
      )
      return {
        vin: data.vin,
        label: data.make,
        make: data.make,
        manuId: data.manuId,
        modelYears: data.modelYears,
        variants,
        carId: variants.length === 1 ? (variants[0]?.carId ?? null) : null,
      }
    },
    (message) => new InvalidVinError(message),
  )
}

export const vinQuery = (vin: string, lang: Locale) =>
  queryOptions({
    queryKey: ['vin', vin.trim().toUpperCase(), lang] as const,
    queryFn: ({ signal }) => fetchVehicleByVin(vin.trim().toUpperCase(), lang, signal),
    staleTime: VIN_STALE_MS,
    // Offline, fail at once (the entry says so) instead of waiting for the network to return.
    networkMode: 'always',
    retry: false,
  })

export function lookupVehicleByVin(
  queryClient: QueryClient,
  vin: string,
  lang: Locale,
): Promise<VinVehicle | null> {
  return fetchOrCached(queryClient, vinQuery(vin, lang))
}
