/**
 * How the provider clients try a request: a time limit per attempt and a number of retries
 * with exponential backoff and jitter. The waiting, the jitter and fetch itself are
 * injectable, so tests run without a network or real delays.
 */

/** First backoff delay, ms; doubled on every further attempt. */
const BACKOFF_BASE_MS = 250
/** Longest backoff delay, ms. */
const BACKOFF_CAP_MS = 4000

export interface HttpAttemptOptions {
  /** Per-attempt time limit, ms. */
  timeoutMs?: number
  /** Extra attempts after the first. */
  retries?: number
  /** Injectable for tests; the global fetch otherwise. */
  fetch?: typeof fetch
  /** Injectable for tests: waits between attempts. */
  sleep?: (ms: number) => Promise<void>
  /** Injectable for tests: the backoff jitter, a number in [0, 1). */
  random?: () => number
}

export interface HttpAttempts {
  fetch: typeof fetch
  sleep: (ms: number) => Promise<void>
  timeoutMs: number
  retries: number
  /** The wait before retry number `attempt + 1`, ms. */
  backoff: (attempt: number) => number
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function httpAttempts(
  options: HttpAttemptOptions,
  defaults: { timeoutMs: number; retries: number },
): HttpAttempts {
  const random = options.random ?? Math.random
  return {
    // Called as `attempts.fetch(…)`: the global one must not see `attempts` as its `this`.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    sleep: options.sleep ?? realSleep,
    timeoutMs: options.timeoutMs ?? defaults.timeoutMs,
    retries: options.retries ?? defaults.retries,
    // Exponential, with "equal jitter": between half and all of the capped delay.
    backoff: (attempt) => {
      const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt)
      return Math.round(ceiling / 2 + (random() * ceiling) / 2)
    },
  }
}

/** A variable of `env`, trimmed; empty or blank counts as unset. */
export const readEnv = (env: NodeJS.ProcessEnv, name: string): string | undefined =>
  env[name]?.trim() || undefined

/** Why an attempt got no answer, for an error message: it timed out, or the host was not reached. */
export function noAnswerMessage(label: string, error: unknown, timeoutMs: number): string {
  const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
  return timedOut
    ? `${label} did not answer within ${timeoutMs} ms.`
    : `${label} could not be reached (${error instanceof Error ? error.message : String(error)}).`
}
