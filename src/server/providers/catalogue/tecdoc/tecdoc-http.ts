/** Every failure becomes a `CatalogueProviderError`; the API key never appears in one. */
import type { z } from 'zod'
import { httpAttempts, noAnswerMessage } from '../../http-attempts'
import { CatalogueProviderError } from '../catalogue-port'
import { DEFAULT_RETRIES, DEFAULT_TIMEOUT_MS, type TecdocConfig } from './tecdoc-config'

const RETRY_AFTER_CAP_MS = 10_000
const PROVIDER_MESSAGE_MAX = 200

export interface TecdocRequest {
  method?: 'GET' | 'POST'
  path: string
  query?: Record<string, string | number>
  body?: unknown
}

export type TecdocClient = <T>(request: TecdocRequest, schema: z.ZodType<T>) => Promise<T>

export function createTecdocClient(config: TecdocConfig): TecdocClient {
  const attempts = httpAttempts(config, { timeoutMs: DEFAULT_TIMEOUT_MS, retries: DEFAULT_RETRIES })
  const baseUrl = config.baseUrl.replace(/\/+$/, '')

  /** Only 5xx and 429 are retried: a refused key would use up the quota. */
  const retryDelay = (failure: CatalogueProviderError, attempt: number): number | undefined => {
    if (failure.kind === 'rate_limited') {
      if (failure.retryAfter === undefined) return attempts.backoff(attempt)
      const waitMs = failure.retryAfter * 1000
      return waitMs <= RETRY_AFTER_CAP_MS ? waitMs : undefined
    }
    return failure.kind === 'unavailable' && (failure.status ?? 0) >= 500
      ? attempts.backoff(attempt)
      : undefined
  }

  return async (request, schema) => {
    const method = request.method ?? 'GET'
    const search = request.query
      ? `?${new URLSearchParams(Object.entries(request.query).map(([k, v]) => [k, String(v)]))}`
      : ''
    const url = `${baseUrl}${request.path}${search}`
    const label = `TecDoc ${method} ${request.path}`
    const init = {
      method,
      headers: {
        'x-rapidapi-key': config.apiKey,
        'x-rapidapi-host': config.host,
        accept: 'application/json',
        ...(request.body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(request.body !== undefined && { body: JSON.stringify(request.body) }),
    }

    let lastFailure: CatalogueProviderError | undefined
    let delayMs = 0
    for (let attempt = 0; attempt <= attempts.retries; attempt++) {
      if (attempt > 0) await attempts.sleep(delayMs)
      let text: string
      try {
        const response = await attempts.fetch(url, {
          ...init,
          signal: AbortSignal.timeout(attempts.timeoutMs),
        })
        text = await response.text()
        if (!response.ok) {
          const failure = failureOf(response, text, label)
          const wait = retryDelay(failure, attempt)
          if (wait === undefined) throw failure
          lastFailure = failure
          delayMs = wait
          continue
        }
      } catch (error) {
        if (error instanceof CatalogueProviderError) throw error
        lastFailure = networkFailure(error, label, attempts.timeoutMs)
        delayMs = attempts.backoff(attempt)
        continue
      }
      return parse(text, schema, label)
    }
    throw lastFailure ?? new CatalogueProviderError('unavailable', `${label} failed.`)
  }
}

function parse<T>(text: string, schema: z.ZodType<T>, label: string): T {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (cause) {
    throw new CatalogueProviderError(
      'unavailable',
      `${label} answered with something that is not JSON.`,
      { cause },
    )
  }
  const result = schema.safeParse(json)
  if (result.success) return result.data
  const problems = result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
  throw new CatalogueProviderError(
    'unavailable',
    `${label} answered in a shape the shop does not know (has the provider changed its API?): ${problems.join('; ')}`,
    { cause: result.error },
  )
}

function failureOf(response: Response, text: string, label: string): CatalogueProviderError {
  const status = response.status
  const said = providerMessage(text)
  const detail = said ? `HTTP ${status}: ${said}` : `HTTP ${status}`
  if (status === 401 || status === 403) {
    return new CatalogueProviderError(
      'unauthorized',
      `${label} refused the API key (${detail}). Check TECDOC_API_KEY and the RapidAPI subscription.`,
      { status },
    )
  }
  if (status === 404)
    return new CatalogueProviderError('not_found', `${label}: not found (${detail}).`, { status })
  if (status === 429) {
    const retryAfter = retryAfterSeconds(response.headers.get('retry-after'))
    const wait = retryAfter === undefined ? '' : ` Retry after ${retryAfter} s.`
    return new CatalogueProviderError(
      'rate_limited',
      `${label}: too many requests (${detail}).${wait}`,
      {
        status,
        retryAfter,
      },
    )
  }
  const why =
    status >= 500 ? 'the provider is down or failing' : 'the provider rejected the request'
  return new CatalogueProviderError('unavailable', `${label} failed: ${why} (${detail}).`, {
    status,
  })
}

function networkFailure(error: unknown, label: string, timeoutMs: number): CatalogueProviderError {
  return new CatalogueProviderError('unavailable', noAnswerMessage(label, error, timeoutMs), {
    cause: error,
  })
}

function providerMessage(text: string): string {
  let said = text
  try {
    const json: unknown = JSON.parse(text)
    if (json && typeof json === 'object' && 'message' in json && typeof json.message === 'string') {
      said = json.message
    }
  } catch {}
  return said.trim().slice(0, PROVIDER_MESSAGE_MAX)
}

export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined
  if (/^\d+$/.test(header.trim())) return Number(header.trim())
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000))
}
