/**
 * `GET /api/tecdoc/search-by-registration-number`: persisted, so a plate looked up once resolves
 * again offline until sign-out; a plate no car has (404) is cached as `null`.
 */
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../../domain/locale'
import {
  normalizeRegistrationNumber,
  plateKind,
  REGISTRATION_NUMBER_MESSAGE,
} from '../../../domain/registration'
import { type RegistrationMatch, registrationAnswerSchema } from '../../../domain/vehicle-schema'
import { PLATE_LOOKUP_QUERY_KEY } from '../../lib/account-query-key'
import { publicApi } from '../../lib/api-client'
import { fetchOrCached, foundOrNull } from '../../lib/fetch-or-cached'
import { type DescribedVariant, toVariant } from './vehicle-variant'

/** A week, as long as the persisted cache: a car keeps its plate. */
export const REGISTRATION_STALE_MS = 7 * 24 * 60 * 60 * 1000

export type PlateVehicle = Pick<RegistrationMatch, 'manuId' | 'modelId' | 'carId'> & {
  candidates: DescribedVariant[]
}

/** The plate is no plate (server 400 `INVALID_REGISTRATION_NUMBER`, or refused before asking). */
export class InvalidRegistrationError extends Error {
  // As the server answers it, so the page words both refusals alike and does not ask again.
  readonly status = 400
  readonly data = { error: { code: 'INVALID_REGISTRATION_NUMBER' as const } }

  constructor(message: string) {
    super(message)
    this.name = 'InvalidRegistrationError'
  }
}

export async function getVehicleByRegistration(
  locale: Locale,
  registrationNumber: string,
  signal?: AbortSignal,
): Promise<PlateVehicle | null> {
  const plate = normalizeRegistrationNumber(registrationNumber)
  if (plateKind(plate) === null) throw new InvalidRegistrationError(REGISTRATION_NUMBER_MESSAGE)
  return foundOrNull(
    async () => {
      const answer = await publicApi('/tecdoc/search-by-registration-number', {
        query: { registrationNumber: plate, lang: locale },
        signal,
      })
      const { manuId, modelId, carId, vehicles } = registrationAnswerSchema.parse(answer).data
      return { manuId, modelId, carId, candidates: vehicles.map(toVariant) }
    },
    (message) => new InvalidRegistrationError(message),
  )
}

export const vehicleByRegistrationQuery = (locale: Locale, registrationNumber: string) =>
  queryOptions({
    queryKey: [
      ...PLATE_LOOKUP_QUERY_KEY,
      normalizeRegistrationNumber(registrationNumber),
      locale,
    ] as const,
    queryFn: ({ signal }) => getVehicleByRegistration(locale, registrationNumber, signal),
    staleTime: REGISTRATION_STALE_MS,
    retry: (count, error) => count < 2 && !isClientError(error),
  })

export function isClientError(error: unknown): boolean {
  const status = (error as { status?: number } | null)?.status
  return typeof status === 'number' && status >= 400 && status < 500
}

/** From the cache when looked up before, also offline when older than `REGISTRATION_STALE_MS`. */
export function lookupRegistration(
  queryClient: QueryClient,
  plate: string,
  locale: Locale,
): Promise<PlateVehicle | null> {
  return fetchOrCached(queryClient, vehicleByRegistrationQuery(locale, plate))
}
