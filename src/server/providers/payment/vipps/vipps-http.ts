/**
 * HTTP to the Vipps MobilePay API: the access token (`POST /accesstoken/get`, kept until a
 * minute before it expires, per instance), the sales unit's headers on every call, a time limit
 * per attempt and retries with backoff for timeouts, network errors and 5xx — safe because every
 * write carries an Idempotency-Key, so a retried write happens once. A 401 drops the token and
 * asks once more with a fresh one. Failures are PaymentProviderErrors without the keys.
 */
import pkg from '../../../../../package.json' with { type: 'json' }
import { httpAttempts, noAnswerMessage } from '../../http-attempts'
import { PaymentProviderError } from '../payment-provider'
import { DEFAULT_VIPPS_RETRIES, DEFAULT_VIPPS_TIMEOUT_MS, type VippsConfig } from './vipps-config'

/** A token is renewed this long before Vipps says it expires, ms. */
const TOKEN_MARGIN_MS = 60_000
/** How much of Vipps's error text goes into our message, characters. */
const DETAIL_MAX = 200
const LABEL = 'Vipps MobilePay'

export interface VippsAnswer {
  status: number
  body: unknown
}

export type VippsRequest = (
  method: 'GET' | 'POST',
  path: string,
  options?: { body?: unknown; idempotencyKey?: string },
) => Promise<VippsAnswer>

export function createVippsHttp(config: VippsConfig, now: () => number = Date.now): VippsRequest {
  const attempts = httpAttempts(config, {
    timeoutMs: DEFAULT_VIPPS_TIMEOUT_MS,
    retries: DEFAULT_VIPPS_RETRIES,
  })
  const baseUrl = config.baseUrl.replace(/\/+$/, '')
  const unitHeaders = {
    'Ocp-Apim-Subscription-Key': config.subscriptionKey,
    'Merchant-Serial-Number': config.merchantSerialNumber,
    'Vipps-System-Name': 'delelager',
    'Vipps-System-Version': pkg.version,
  }
  let token: { value: string; until: number } | undefined

  /** One call with retries; the answer whatever its status, or `unavailable` after the last try. */
  async function send(url: string, init: RequestInit): Promise<VippsAnswer> {
    let lastFailure: PaymentProviderError | undefined
    for (let attempt = 0; attempt <= attempts.retries; attempt++) {
      if (attempt > 0) await attempts.sleep(attempts.backoff(attempt - 1))
      try {
        const response = await attempts.fetch(url, {
          ...init,
          signal: AbortSignal.timeout(attempts.timeoutMs),
        })
        const text = await response.text()
        const answer = { status: response.status, body: parseJson(text) }
        if (response.status < 500) return answer
        lastFailure = failureOf(answer)
      } catch (error) {
        lastFailure = networkFailure(error, attempts.timeoutMs)
      }
    }
    throw lastFailure ?? new PaymentProviderError('unavailable', `${LABEL} failed.`)
  }

  async function accessToken(): Promise<string> {
    if (token && token.until > now()) return token.value
    const answer = await send(`${baseUrl}/accesstoken/get`, {
      method: 'POST',
      headers: {
        client_id: config.clientId,
        client_secret: config.clientSecret,
        ...unitHeaders,
      },
    })
    const body = answer.body as { access_token?: unknown; expires_in?: unknown } | null
    if (answer.status !== 200 || typeof body?.access_token !== 'string') {
      throw new PaymentProviderError(
        'unavailable',
        `${LABEL} refused the access token request (${detailOf(answer)}). Check the VIPPS_* keys.`,
        { status: answer.status },
      )
    }
    // expires_in comes as a number or as a string of digits, in seconds.
    const seconds = Number(body.expires_in)
    const lifetime = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 3_600_000
    token = { value: body.access_token, until: now() + Math.max(0, lifetime - TOKEN_MARGIN_MS) }
    return token.value
  }

  return async (method, path, options = {}) => {
    const call = async () =>
      send(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          accept: 'application/json',
          ...unitHeaders,
          ...(options.body !== undefined && { 'content-type': 'application/json' }),
          ...(options.idempotencyKey && { 'Idempotency-Key': options.idempotencyKey }),
        },
        ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
      })
    const answer = await call()
    if (answer.status !== 401) return answer
    token = undefined
    return call()
  }
}

function parseJson(text: string): unknown {
  if (!text.trim()) return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** Vipps's own words about a failure: the problem's title and detail, shortened. */
export function detailOf(answer: VippsAnswer): string {
  const problem = answer.body as { title?: unknown; detail?: unknown } | string | null
  const said =
    typeof problem === 'string'
      ? problem
      : [problem?.title, problem?.detail].filter((part) => typeof part === 'string').join(': ')
  const text = said.trim().slice(0, DETAIL_MAX)
  return text ? `HTTP ${answer.status}: ${text}` : `HTTP ${answer.status}`
}

export function failureOf(answer: VippsAnswer): PaymentProviderError {
  const why = answer.status >= 500 ? 'the service is down or failing' : 'the request was refused'
  return new PaymentProviderError('unavailable', `${LABEL} failed: ${why} (${detailOf(answer)}).`, {
    status: answer.status,
  })
}

function networkFailure(error: unknown, timeoutMs: number): PaymentProviderError {
  return new PaymentProviderError('unavailable', noAnswerMessage(LABEL, error, timeoutMs), {
    cause: error,
  })
}
