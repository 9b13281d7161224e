/**
 * Settings of the TecDoc adapter (RapidAPI "TecDoc Catalog") and the catalogue ids it sends:
 * language, country (Norway) and vehicle kind.
 */
import type { Locale } from '../../../../domain/locale'
import { type HttpAttemptOptions, readEnv } from '../../http-attempts'

export const DEFAULT_TECDOC_HOST = 'tecdoc-catalog.p.rapidapi.com'

/** Per-attempt time limit, ms: the provider usually answers in ~1 s (documented timings). */
export const DEFAULT_TIMEOUT_MS = 5000
/** Extra attempts after the first for timeouts, network errors, 5xx and 429. */
export const DEFAULT_RETRIES = 2

/** TecDoc language ids (`/languages/list`): 12 = Norsk, 4 = English (GB). */
export const TECDOC_LANGUAGE_IDS: Record<Locale, number> = { no: 12, en: 4 }
/** TecDoc country id of Norway (`/countries/list`: 167 = "N"); pass the id, not the code. */
export const NORWAY_COUNTRY_ID = 167
/** TecDoc vehicle kind (`/types/list-vehicles-type`): 1 = passenger car. */
export const PASSENGER_CAR_TYPE_ID = 1

export interface TecdocConfig extends HttpAttemptOptions {
  /** RapidAPI key, sent as `x-rapidapi-key`. Never logged or put in an error message. */
  apiKey: string
  /** Sent as `x-rapidapi-host`. */
  host: string
  /** e.g. `https://tecdoc-catalog.p.rapidapi.com`, no trailing slash needed. */
  baseUrl: string
}

/**
 * Reads `TECDOC_API_KEY`, `TECDOC_API_HOST` and `TECDOC_BASE_URL`. `null` without a key: the
 * shop then uses its embedded catalogue. Empty variables count as unset.
 */
export function tecdocConfigFromEnv(env: NodeJS.ProcessEnv = process.env): TecdocConfig | null {
  const read = (name: string) => readEnv(env, name)
  const apiKey = read('TECDOC_API_KEY')
  if (!apiKey) return null
  const host = read('TECDOC_API_HOST') ?? DEFAULT_TECDOC_HOST
  const baseUrl = read('TECDOC_BASE_URL') ?? `https://${host}`
  return { apiKey, host, baseUrl }
}
