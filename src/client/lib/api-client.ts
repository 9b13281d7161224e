/**
 * The app's two HTTP clients, the only place that creates ofetch instances.
 * - `publicApi` sends no token.
 * - `authApi` sends the stored token raw in `Authorization` (no `Bearer`), and refuses to
 *   send anything when there is no token.
 * The base URL is fixed at build time (`VITE_API_BASE`), `/api` by default.
 *
 * ofetch itself is loaded on the first call (and warmed by `preloadApiClient()` at start), so
 * it is not part of the JS the front page must load before it can paint.
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

/** Starts loading ofetch now (the app calls this at start, next to the first paint). */
export function preloadApiClient(): Promise<typeof import('ofetch')> {
  ofetchModule ??= import('ofetch')
  return ofetchModule
}

let noAnswerListener: (() => void) | undefined

/** Told whenever a call gets no answer at all (offline/connectivity.ts: time for a probe). */
export function whenNoAnswer(listener: () => void): void {
  noAnswerListener = listener
}

let refusedListener: ((token: string) => void) | undefined

/**
 * Told whenever the server answers a call that sent `token` with 401: the session may have
 * ended (features/account/session.ts asks the server whether it has).
 */
export function whenTokenRefused(listener: (token: string) => void): void {
  refusedListener = listener
}

let serverFetch: typeof fetch | undefined

/**
 * Server rendering only (entry-server.tsx): calls go to this fetch (the server's own routes,
 * in process) instead of the network. The client build drops this code.
 */
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

/** Whether a call failed with ofetch's error (an answer with an error status, or none at all). */
export function isFetchError(error: unknown): error is FetchError {
  return error instanceof Error && error.name === 'FetchError'
}

/** Tries after a failed call that `retryUnlessRefused` allows. */
export const CALL_RETRIES = 2

/**
 * A query's `retry`: again after no answer or a 5xx (503 included), twice. A 4xx says the
 * request itself is wrong, and asking again would only say so later.
 */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  // No status (no answer) compares false, as a 5xx does: both are tried again.
  const status = (error as { status?: number } | null)?.status as number
  return failureCount < CALL_RETRIES && !(status < 500)
}

/** Whether the browser knows it has no network (then a form says so instead of sending). */
export function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}

/**
 * Whether a call failed because the server could not be reached (no answer at all), rather
 * than because it answered with an error: the UI then says "offline" instead of "failed".
 */
export function isNetworkFailure(error: unknown): boolean {
  if (isBrowserOffline()) return true
  return isFetchError(error) && error.response === undefined
}
