/**
 * What went wrong with a call, for the page's message, worded by error code.
 */
import { type ApiErrorReason, apiErrorReason } from '../i18n/api-error-messages'

export type RequestProblem =
  | { kind: 'offline' }
  | { kind: 'not-found' }
  | { kind: 'rejected'; status: number; reason: ApiErrorReason }
  | { kind: 'failed' }

export function requestProblem(error: unknown): RequestProblem {
  const status = (error as { status?: number } | null)?.status
  if (typeof status !== 'number') {
    return typeof navigator !== 'undefined' && !navigator.onLine
      ? { kind: 'offline' }
      : { kind: 'failed' }
  }
  if (status === 404) return { kind: 'not-found' }
  return { kind: 'rejected', status, reason: apiErrorReason(error) }
}
