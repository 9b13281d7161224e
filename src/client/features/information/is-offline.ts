import { FetchError } from 'ofetch'

/** Whether a request failed for want of a network (no answer at all), not by the server's answer. */
export function isOffline(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true
  return error instanceof FetchError && error.response === undefined
}
