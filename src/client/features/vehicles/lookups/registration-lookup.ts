/**
 * `GET /api/tecdoc/search-by-registration-number?lang&registrationNumber` (spec §7), read
 * through React Query so that a plate looked up once resolves again offline: the answer is
 * kept under `['registration', plate, lang]` and persisted with the rest of the query cache
 * (IndexedDB, src/client/offline/query-client.ts). A plate no car has is cached as `null`.
 */
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { FetchError } from 'ofetch'
import type { Locale } from '../../../../domain/locale'
import {
  normalizeRegistrationNumber,
  plateKind,
  REGISTRATION_NUMBER_MESSAGE,
} from '../../../../domain/registration'
import { publicApi } from '../../../lib/api-client'
import { fetchOrCached } from './fetch-or-cached'
import type { RegistrationVehicle } from '../vehicle-options'

/** How long a looked-up plate is trusted, ms: a week, as long as the persisted cache (a car keeps its plate). */
export const REGISTRATION_STALE_MS = 7 * 24 * 60 * 60 * 1000

interface RegistrationResponse {
  status: number
  data: { menuId: number; modId: number; carId: number; vehicles: unknown[] }
}

/** The plate is no plate (server 400 `INVALID_REGISTRATION_NUMBER`, or refused before asking). */
export class InvalidRegistrationError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'InvalidRegistrationError'
  }
}

export async function fetchRegistration(
  plate: string,
  lang: Locale,
  signal?: AbortSignal,
): Promise<RegistrationVehicle | null> {
  try {
    const body = await publicApi<RegistrationResponse>('/tecdoc/search-by-registration-number', {
      query: { lang, registrationNumber: plate },
      signal,
    })
    const { menuId, modId, carId } = body.data
    return { manuId: menuId, modelId: modId, carId }
  } catch (error) {
    if (error instanceof FetchError && error.status === 404) return null
    if (error instanceof FetchError && error.status === 400) {
      throw new InvalidRegistrationError(error.data?.error?.message ?? error.message)
    }
    throw error
  }
}

export const registrationQuery = (plate: string, lang: Locale) =>
  queryOptions({
    queryKey: ['registration', normalizeRegistrationNumber(plate), lang] as const,
    queryFn: ({ signal }) => fetchRegistration(normalizeRegistrationNumber(plate), lang, signal),
    staleTime: REGISTRATION_STALE_MS,
    // Offline, fail at once (the box says so) instead of waiting for the network to return.
    networkMode: 'always',
    retry: false,
  })

/** The vehicle a plate belongs to, from the cache when it was looked up before. */
export function lookupRegistration(
  queryClient: QueryClient,
  plate: string,
  lang: Locale,
): Promise<RegistrationVehicle | null> {
  // The domain's plate rule is the server's: a non-plate is refused without a request.
  if (plateKind(normalizeRegistrationNumber(plate)) === null) {
    return Promise.reject(new InvalidRegistrationError(REGISTRATION_NUMBER_MESSAGE))
  }
  const query = registrationQuery(plate, lang)
  return fetchOrCached(queryClient, query.queryKey, () => queryClient.fetchQuery(query))
}
