import type { Locale } from '../../../../domain/locale'
import { type HttpAttemptOptions, readEnv } from '../../http-attempts'

export const DEFAULT_TECDOC_HOST = 'tecdoc-catalog.p.rapidapi.com'

/** The provider usually answers in ~1 s. */
export const DEFAULT_TIMEOUT_MS = 5000
export const DEFAULT_RETRIES = 2

export const TECDOC_LANGUAGE_IDS: Record<Locale, number> = { no: 12, en: 4 }
/** Pass the id, not the code. */
export const NORWAY_COUNTRY_ID = 167
export const PASSENGER_CAR_TYPE_ID = 1

export interface TecdocConfig extends HttpAttemptOptions {
  /** Never logged or put in an error message. */
  apiKey: string
  host: string
  baseUrl: string
}

export function tecdocConfigFromEnv(env: NodeJS.ProcessEnv = process.env): TecdocConfig | null {
  const read = (name: string) => readEnv(env, name)
  const apiKey = read('TECDOC_API_KEY')
  if (!apiKey) return null
  const host = read('TECDOC_API_HOST') ?? DEFAULT_TECDOC_HOST
  const baseUrl = read('TECDOC_BASE_URL') ?? `https://${host}`
  return { apiKey, host, baseUrl }
}
