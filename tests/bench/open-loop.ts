/**
 * Open-loop load: requests leave on a fixed schedule (`rate` per second, whatever the server
 * answers), and each one's latency counts from the moment it was due, not from when a free
 * connection sent it — so a server that falls behind shows the wait its shoppers would see
 * (no coordinated omission, unlike closed-loop drivers such as autocannon).
 */
import { Pool } from 'undici'

export interface Request {
  method: 'GET' | 'POST'
  path: string
  headers?: Record<string, string>
  body?: string
}

export interface Outcome {
  /** Answered in time with a 2xx, ms from the time due. */
  latencies: number[]
  /** Non-2xx, socket errors and requests not answered within the grace time. */
  errors: number
}

export interface OpenLoopOptions {
  /** Several servers (instances of one shop) take the requests in turn. */
  baseUrl: string | readonly string[]
  /** Requests per second, all kinds together. */
  rate: number
  seconds: number
  /** The kind (a name) and request of the n-th request. */
  next: (n: number) => { kind: string; request: Request }
  /** How long the run waits for the last answers before counting them as errors. */
  graceMs?: number
}

/** Connections the pool may open: enough that the driver never queues before the server. */
const MAX_CONNECTIONS = 512

export async function openLoop(options: OpenLoopOptions): Promise<Map<string, Outcome>> {
  const { baseUrl, rate, seconds, next, graceMs = 10_000 } = options
  const pools = [baseUrl]
    .flat()
    .map((url) => new Pool(url, { connections: MAX_CONNECTIONS, pipelining: 1 }))
  const outcomes = new Map<string, Outcome>()
  const outcomeOf = (kind: string) => {
    let outcome = outcomes.get(kind)
    if (!outcome) {
      outcome = { latencies: [], errors: 0 }
      outcomes.set(kind, outcome)
    }
    return outcome
  }
  const total = Math.round(rate * seconds)
  /** Requests not answered yet, with their kind. */
  const pending = new Map<Promise<void>, string>()
  let closed = false
  const started = performance.now()
  const send = (n: number, due: number) => {
    const { kind, request } = next(n)
    const outcome = outcomeOf(kind)
    const sent: Promise<void> = (pools[n % pools.length] as Pool)
      .request({
        method: request.method,
        path: request.path,
        headers: request.headers,
        body: request.body,
        headersTimeout: graceMs,
        bodyTimeout: graceMs,
      })
      .then(async ({ statusCode, body }) => {
        await body.dump()
        if (closed) return
        if (statusCode >= 200 && statusCode < 300) outcome.latencies.push(performance.now() - due)
        else outcome.errors += 1
      })
      .catch(() => {
        if (!closed) outcome.errors += 1
      })
      .finally(() => pending.delete(sent))
    pending.set(sent, kind)
  }
  let n = 0
  while (n < total) {
    const now = performance.now()
    // Everything due by now leaves now; a late timer does not thin the schedule.
    while (n < total && started + (n * 1000) / rate <= now) {
      send(n, started + (n * 1000) / rate)
      n += 1
    }
    await new Promise((resolve) => setTimeout(resolve, 1))
  }
  await Promise.race([
    Promise.allSettled([...pending.keys()]),
    new Promise((resolve) => setTimeout(resolve, graceMs)),
  ])
  closed = true
  for (const kind of pending.values()) outcomeOf(kind).errors += 1
  await Promise.all(pools.map((pool) => pool.destroy()))
  return outcomes
}

/** The q-quantile (0–1) of a list of latencies, in whole ms. */
export function quantile(latencies: readonly number[], q: number): number {
  if (latencies.length === 0) return Number.NaN
  const sorted = latencies.toSorted((a, b) => a - b)
  const at = Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)
  return Math.round(sorted[Math.max(0, at)] as number)
}
