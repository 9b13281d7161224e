/**
 * Settings of the Statens vegvesen adapter (enkeltoppslag kjøretøydata),
 * read from `SVV_API_KEY` and `SVV_BASE_URL`.
 */
import { type HttpAttemptOptions, readEnv } from '../../http-attempts'

export const DEFAULT_SVV_BASE_URL = 'https://akfell-datautlevering.atlas.vegvesen.no'
/** The look-up by plate: `GET …/enkeltoppslag/kjoretoydata?kjennemerke=EK39085`. */
export const SVV_LOOKUP_PATH = '/enkeltoppslag/kjoretoydata'

/** Per-attempt time limit, ms: one plate is one small JSON answer. */
export const DEFAULT_SVV_TIMEOUT_MS = 5000
/** Extra attempts after the first for timeouts, network errors and 5xx. */
export const DEFAULT_SVV_RETRIES = 2
/** How long an answer is reused, s: registrations change rarely, and the quota is per day. */
export const SVV_CACHE_SECONDS = 24 * 60 * 60

export interface SvvConfig extends HttpAttemptOptions {
  /** Sent as `SVV-Authorization: Apikey <key>`. Never logged or put in an error message. */
  apiKey: string
  /** e.g. `https://akfell-datautlevering.atlas.vegvesen.no`, no trailing slash needed. */
  baseUrl: string
}

/** `null` without `SVV_API_KEY`: the shop then uses its embedded demo registry. */
export function svvConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SvvConfig | null {
  const read = (name: string) => readEnv(env, name)
  const apiKey = read('SVV_API_KEY')
  if (!apiKey) return null
  return { apiKey, baseUrl: read('SVV_BASE_URL') ?? DEFAULT_SVV_BASE_URL }
}
