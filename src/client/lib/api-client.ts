/**
 * The only owner of ofetch (loaded on first call, outside the front page's JS); `authApi` sends the token raw, never without one.
 */
import type {
  FetchError,
  FetchOptions,
  FetchRequest,
  MappedResponseType,
  ResponseType,
} from 'ofetch'
import { readToken } from './session-token'

export type { FetchError }

export const API_BASE: string = import.meta.env.VITE_API_BASE || '/api'

export const MISSING_TOKEN_MESSAGE = 'Authorization token is missing.'

export class MissingTokenError extends Error {
  constructor() {
    super(MISSING_TOKEN_MESSAGE)
    this.name = 'MissingTokenError'
  }
}

/** A client call: ofetch's call signature (JSON by default). */
// biome-ignore lint/suspicious/noExplicitAny: ofetch's own default for the answer's type
export type ApiFetch = <T = any, R extends ResponseType = 'json'>(
  request: FetchRequest,
  options?: FetchOptions<R>,
) => Promise<MappedResponseType<R, T>>

let ofetchModule: Promise<typeof import('ofetch')> | undefined

export function preloadApiClient(): Promise<typeof import('ofetch')> {
  ofetchModule ??= import('ofetch')
  return ofetchModule
}

let noAnswerListener: (() => void) | undefined

export function whenNoAnswer(listener: () => void): void {
  noAnswerListener = listener
}

let refusedListener: ((token: string) => void) | undefined

export function whenTokenRefused(listener: (token: string) => void): void {
  refusedListener = listener
}

let serverFetch: typeof fetch | undefined

export function setServerFetch(fetchImpl: typeof fetch): void {
  if (import.meta.env.SSR) serverFetch = fetchImpl
}

export function createApiClients(baseURL: string = API_BASE) {
  const onRequestError = () => noAnswerListener?.()
  const instances = preloadApiClient().then(({ ofetch, createFetch }) => {
    const base = import.meta.env.SSR
      ? createFetch({ fetch: (input, init) => (serverFetch ?? fetch)(input, init) })
      : ofetch
    return {
      publicApi: base.create({ baseURL, retry: 0, onRequestError }),
      authApi: base.create({
        baseURL,
        retry: 0,
        onRequestError,
        onRequest({ options }) {
          const token = readToken()
          if (!token) throw new MissingTokenError()
          options.headers.set('Authorization', token)
        },
        onResponseError({ options, response }) {
          const token = options.headers.get('Authorization')
          if (response.status === 401 && token) refusedListener?.(token)
        },
      }),
    }
  })
  const publicApi: ApiFetch = async (request, options) =>
    (await instances).publicApi(request, options)
  const authApi: ApiFetch = async (request, options) => (await instances).authApi(request, options)
  return { publicApi, authApi }
}

export const { publicApi, authApi } = createApiClients()

export function isFetchError(error: unknown): error is FetchError {
  return error instanceof Error && error.name === 'FetchError'
}

export const CALL_RETRIES = 2

/** A 4xx says the request itself is wrong; asking again would only say so later. */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  // No status (no answer) compares false, as a 5xx does: both are tried again.
  const status = (error as { status?: number } | null)?.status as number
  return failureCount < CALL_RETRIES && !(status < 500)
}

export function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}

export function isNetworkFailure(error: unknown): boolean {
  if (isBrowserOffline()) return true
  return isFetchError(error) && error.response === undefined
}
