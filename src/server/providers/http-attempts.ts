const BACKOFF_BASE_MS = 250
const BACKOFF_CAP_MS = 4000

export interface HttpAttemptOptions {
  timeoutMs?: number
  retries?: number
  fetch?: typeof fetch
  sleep?: (ms: number) => Promise<void>
  random?: () => number
}

export interface HttpAttempts {
  fetch: typeof fetch
  sleep: (ms: number) => Promise<void>
  timeoutMs: number
  retries: number
  backoff: (attempt: number) => number
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function httpAttempts(
  options: HttpAttemptOptions,
  defaults: { timeoutMs: number; retries: number },
): HttpAttempts {
  const random = options.random ?? Math.random
  return {
    // The global fetch must not see `attempts` as its `this`.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    sleep: options.sleep ?? realSleep,
    timeoutMs: options.timeoutMs ?? defaults.timeoutMs,
    retries: options.retries ?? defaults.retries,
    // "Equal jitter": between half and all of the capped delay.
    backoff: (attempt) => {
      const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt)
      return Math.round(ceiling / 2 + (random() * ceiling) / 2)
    },
  }
}

export const readEnv = (env: NodeJS.ProcessEnv, name: string): string | undefined =>
  env[name]?.trim() || undefined

export function noAnswerMessage(label: string, error: unknown, timeoutMs: number): string {
  const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
  return timedOut
    ? `${label} did not answer within ${timeoutMs} ms.`
    : `${label} could not be reached (${error instanceof Error ? error.message : String(error)}).`
}
