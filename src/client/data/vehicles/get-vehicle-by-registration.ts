/**
 * `GET /api/tecdoc/search-by-registration-number?registrationNumber&lang`: the best
 * candidate's make (`manuId`), model series (`modelId`) and variant (`carId`), and every
 * candidate variant. One query for every user of a plate — the header box, the finder popup
 * and `/all` — kept under `['vehicles', 'by-registration', PLATE, lang]` (the plate normalised,
 * so `ek 39085` = `EK39085`) and persisted with the rest of the query cache (IndexedDB,
 * src/client/offline/query-client.ts), so a plate looked up once resolves again offline — until
 * a sign-out, which takes plates with the rest of the person's data.
 * A plate no car has (404) is cached as `null`; a text that is no plate is refused before
 * any request with `InvalidRegistrationError`, as the server would (400).
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

/** How long a looked-up plate is trusted, ms: a week, as long as the persisted cache (a car keeps its plate). */
export const REGISTRATION_STALE_MS = 7 * 24 * 60 * 60 * 1000

/** A plate's vehicle: its best candidate's ids, and every candidate, best first. */
export type PlateVehicle = Pick<RegistrationMatch, 'manuId' | 'modelId' | 'carId'> & {
  candidates: DescribedVariant[]
}

/** The plate is no plate (server 400 `INVALID_REGISTRATION_NUMBER`, or refused before asking). */
export class InvalidRegistrationError extends Error {
  /** As the server answers it: a client error, which asking again will not change. */
  readonly status = 400
  /** The server's error body, so the page words it as it words the server's own refusal. */
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
  // The domain's plate rule is the server's: a non-plate is refused without a request.
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
    // One cache entry per plate however it was typed (`ek 39085` = `EK39085`).
    queryKey: [
      ...PLATE_LOOKUP_QUERY_KEY,
      normalizeRegistrationNumber(registrationNumber),
      locale,
    ] as const,
    queryFn: ({ signal }) => getVehicleByRegistration(locale, registrationNumber, signal),
    staleTime: REGISTRATION_STALE_MS,
    // A 4xx answer will not change by asking again.
    retry: (count, error) => count < 2 && !isClientError(error),
  })

export function isClientError(error: unknown): boolean {
  const status = (error as { status?: number } | null)?.status
  return typeof status === 'number' && status >= 400 && status < 500
}

/**
 * The vehicle a plate belongs to (`null` when none has it), from the cache when it was looked
 * up before — also offline, when the answer is older than `REGISTRATION_STALE_MS`.
 */
export function lookupRegistration(
  queryClient: QueryClient,
  plate: string,
  locale: Locale,
): Promise<PlateVehicle | null> {
  return fetchOrCached(queryClient, vehicleByRegistrationQuery(locale, plate))
}
