/**
 * What went wrong with a call, for the message the page shows: no network (and nothing in
 * the cache), a 404, or another answer from the server with its `{ error: { message } }`.
 */
export type RequestProblem =
  | { kind: 'offline' }
  | { kind: 'not-found' }
  | { kind: 'rejected'; status: number; message: string | null }
  | { kind: 'failed' }

export function requestProblem(error: unknown): RequestProblem {
  const failure = error as {
    status?: number
    data?: { error?: { message?: unknown } }
  } | null
  const status = failure?.status
  if (typeof status !== 'number') {
    return typeof navigator !== 'undefined' && !navigator.onLine
      ? { kind: 'offline' }
      : { kind: 'failed' }
  }
  if (status === 404) return { kind: 'not-found' }
  const message = failure?.data?.error?.message
  return { kind: 'rejected', status, message: typeof message === 'string' ? message : null }
}
