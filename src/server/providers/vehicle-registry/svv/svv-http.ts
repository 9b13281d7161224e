/**
 * HTTP to Statens vegvesen's enkeltoppslag: the key header, a time limit per attempt and
 * retries with exponential backoff and jitter for timeouts, network errors and 5xx (the
 * TecDoc client's pattern). 204/404 mean no such plate (`null`); 401/403 a refused key; 422
 * (or 429) the day's quota spent, with `Retry-After` — not retried, the quota returns at
 * midnight. Every failure is a `VehicleRegistryError` without the key.
 */
import { retryAfterSeconds } from '../../catalogue/tecdoc/tecdoc-http'
import { httpAttempts, noAnswerMessage } from '../../http-attempts'
import { VehicleRegistryError } from '../registry-port'
import {
  DEFAULT_SVV_RETRIES,
  DEFAULT_SVV_TIMEOUT_MS,
  SVV_LOOKUP_PATH,
  type SvvConfig,
} from './svv-config'

/** How much of the registry's error text goes into our message, characters. */
const REGISTRY_MESSAGE_MAX = 200
const LABEL = 'Statens vegvesen kjoretoydata'

/** The vehicle-data JSON for a normalised plate, or `null` when the registry has none. */
export type SvvFetch = (registrationNumber: string) => Promise<unknown | null>

export function createSvvClient(config: SvvConfig): SvvFetch {
  const attempts = httpAttempts(config, {
    timeoutMs: DEFAULT_SVV_TIMEOUT_MS,
    retries: DEFAULT_SVV_RETRIES,
  })
  const baseUrl = config.baseUrl.replace(/\/+$/, '')

  return async (registrationNumber) => {
    const url = `${baseUrl}${SVV_LOOKUP_PATH}?${new URLSearchParams({ kjennemerke: registrationNumber })}`
    const init = {
      method: 'GET',
      headers: { 'SVV-Authorization': `Apikey ${config.apiKey}`, accept: 'application/json' },
    }
    let lastFailure: VehicleRegistryError | undefined
    for (let attempt = 0; attempt <= attempts.retries; attempt++) {
      if (attempt > 0) await attempts.sleep(attempts.backoff(attempt - 1))
      let response: Response
      let text: string
      try {
        response = await attempts.fetch(url, {
          ...init,
          signal: AbortSignal.timeout(attempts.timeoutMs),
        })
        text = await response.text()
      } catch (error) {
        lastFailure = networkFailure(error, attempts.timeoutMs)
        continue
      }
      if (response.status === 204 || response.status === 404) return null
      if (response.ok) return parseJson(text)
      const failure = failureOf(response, text)
      if (failure.kind !== 'unavailable' || (failure.status ?? 0) < 500) throw failure
      lastFailure = failure
    }
    throw lastFailure ?? new VehicleRegistryError('unavailable', `${LABEL} failed.`)
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch (cause) {
    throw new VehicleRegistryError(
      'unavailable',
      `${LABEL} answered with something that is not JSON.`,
      {
        cause,
      },
    )
  }
}

function failureOf(response: Response, text: string): VehicleRegistryError {
  const status = response.status
  const said = text.trim().slice(0, REGISTRY_MESSAGE_MAX)
  const detail = said ? `HTTP ${status}: ${said}` : `HTTP ${status}`
  if (status === 401 || status === 403) {
    return new VehicleRegistryError(
      'unauthorized',
      `${LABEL} refused the API key (${detail}). Check SVV_API_KEY.`,
      { status },
    )
  }
  if (status === 422 || status === 429) {
    const retryAfter = retryAfterSeconds(response.headers.get('retry-after'))
    const wait = retryAfter === undefined ? '' : ` Retry after ${retryAfter} s.`
    return new VehicleRegistryError('quota', `${LABEL}: the quota is spent (${detail}).${wait}`, {
      status,
      retryAfter,
    })
  }
  const why =
    status >= 500 ? 'the registry is down or failing' : 'the registry rejected the request'
  return new VehicleRegistryError('unavailable', `${LABEL} failed: ${why} (${detail}).`, { status })
}

function networkFailure(error: unknown, timeoutMs: number): VehicleRegistryError {
  return new VehicleRegistryError('unavailable', noAnswerMessage(LABEL, error, timeoutMs), {
    cause: error,
  })
}
