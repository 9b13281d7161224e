import { FetchError } from 'ofetch'

/**
 * Whether a lookup failed because the server could not be reached (no answer at all), rather
 * than because it answered with an error: the UI then says "offline" instead of "failed".
 */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true
  return error instanceof FetchError && error.response === undefined
}
