import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { CatalogueProviderError } from '../catalogue-port'
import type { TecdocConfig } from './tecdoc-config'
import { createTecdocClient, retryAfterSeconds } from './tecdoc-http'

type Step = Response | Error

/** A fetch that plays `steps` in order and records what it was asked. */
function scriptedFetch(steps: Step[]) {
  const calls: { url: string; init: RequestInit }[] = []
  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(input), init })
    const step = steps[Math.min(calls.length - 1, steps.length - 1)]
    if (!step || step instanceof Error) throw step ?? new Error('no step')
    return step.clone()
  }
  return { fetch: fetch as typeof globalThis.fetch, calls }
}

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 })
const status = (code: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ message: `status ${code}` }), { status: code, headers })

const pingSchema = z.object({ ok: z.boolean() })

function client(steps: Step[], overrides: Partial<TecdocConfig> = {}) {
  const { fetch, calls } = scriptedFetch(steps)
  const waits: number[] = []
  const request = createTecdocClient({
    apiKey: 'secret-key',
    host: 'tecdoc-catalog.p.rapidapi.com',
    baseUrl: 'https://tecdoc.test/',
    fetch,
    sleep: async (ms) => {
      waits.push(ms)
    },
    random: () => 0.5,
    ...overrides,
  })
  const ping = () => request({ path: '/ping' }, pingSchema)
  return { ping, request, calls, waits }
}

async function failureOf(promise: Promise<unknown>): Promise<CatalogueProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!(error instanceof CatalogueProviderError))
    throw new Error(`expected a provider error, got ${error}`)
  return error
}

describe('TecDoc HTTP client', () => {
  it('sends the RapidAPI key and host headers to the base URL', async () => {
    const { ping, calls } = client([ok({ ok: true })])
    await ping()
    expect(calls[0]?.url).toBe('https://tecdoc.test/ping')
    expect(calls[0]?.init.headers).toMatchObject({
      'x-rapidapi-key': 'secret-key',
      'x-rapidapi-host': 'tecdoc-catalog.p.rapidapi.com',
    })
  })

  it('encodes query parameters with spaces as +', async () => {
    const { request, calls } = client([ok({ ok: true })])
    await request(
      { path: '/search', query: { articleNo: '0 986 479 C26', langId: 12 } },
      pingSchema,
    )
    expect(calls[0]?.url).toBe('https://tecdoc.test/search?articleNo=0+986+479+C26&langId=12')
  })

  it('retries a 503 with growing backoff and then succeeds', async () => {
    const { ping, calls, waits } = client([status(503), status(503), ok({ ok: true })])
    await expect(ping()).resolves.toEqual({ ok: true })
    expect(calls).toHaveLength(3)
    expect(waits).toHaveLength(2)
    expect(waits[1]).toBeGreaterThan(waits[0] ?? Infinity)
  })

  it('waits on the clock between attempts when no sleep is injected', async () => {
    vi.useFakeTimers()
    try {
      const { ping, calls } = client([status(503), ok({ ok: true })], { sleep: undefined })
      const answer = ping()
      await vi.advanceTimersByTimeAsync(100)
      expect(calls).toHaveLength(1)
      await vi.advanceTimersByTimeAsync(150)
      expect(calls).toHaveLength(2)
      await expect(answer).resolves.toEqual({ ok: true })
    } finally {
      vi.useRealTimers()
    }
  })

  it('gives up after the configured retries with unavailable', async () => {
    const { ping, calls } = client([status(502)], { retries: 3 })
    const error = await failureOf(ping())
    expect(error.kind).toBe('unavailable')
    expect(error.status).toBe(502)
    expect(error.message).toMatch(/provider is down/)
    expect(calls).toHaveLength(4)
  })

  it('treats a network error like a 5xx: retried, then unavailable', async () => {
    const { ping, calls } = client([new TypeError('fetch failed')])
    const error = await failureOf(ping())
    expect(error).toMatchObject({ kind: 'unavailable' })
    expect(error.message).toMatch(/could not be reached \(fetch failed\)/)
    expect(calls).toHaveLength(3)
  })

  it.each([401, 403])(
    'reports a refused key (%i) as unauthorized without retrying',
    async (code) => {
      const { ping, calls } = client([status(code), ok({ ok: true })])
      const error = await failureOf(ping())
      expect(error.kind).toBe('unauthorized')
      expect(error.message).toMatch(/TECDOC_API_KEY/)
      expect(error.message).not.toContain('secret-key')
      expect(calls).toHaveLength(1)
    },
  )

  it('reports 404 as not_found and another 4xx as unavailable, neither retried', async () => {
    const notFound = client([status(404)])
    expect(await failureOf(notFound.ping())).toMatchObject({ kind: 'not_found' })
    const badRequest = client([status(400)])
    expect(await failureOf(badRequest.ping())).toMatchObject({ kind: 'unavailable', status: 400 })
    expect(notFound.calls.length + badRequest.calls.length).toBe(2)
  })

  it('waits as long as Retry-After says on 429, then succeeds', async () => {
    const { ping, waits } = client([status(429, { 'retry-after': '3' }), ok({ ok: true })])
    await expect(ping()).resolves.toEqual({ ok: true })
    expect(waits).toEqual([3000])
  })

  it('reports rate_limited with retryAfter when the 429s do not stop', async () => {
    const { ping, calls } = client([status(429, { 'retry-after': '2' })])
    const error = await failureOf(ping())
    expect(error).toMatchObject({ kind: 'rate_limited', retryAfter: 2, status: 429 })
    expect(calls).toHaveLength(3)
  })

  it('does not wait for a Retry-After longer than its cap', async () => {
    const { ping, calls, waits } = client([status(429, { 'retry-after': '3600' })])
    expect(await failureOf(ping())).toMatchObject({ kind: 'rate_limited', retryAfter: 3600 })
    expect(calls).toHaveLength(1)
    expect(waits).toEqual([])
  })

  it('reads Retry-After given as an HTTP date', () => {
    const now = Date.parse('2026-05-01T12:00:00Z')
    expect(retryAfterSeconds('Fri, 01 May 2026 12:00:05 GMT', now)).toBe(5)
    expect(retryAfterSeconds(null, now)).toBeUndefined()
  })

  it('gives up on a provider that does not answer within the time limit', async () => {
    const never: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
      })
    const request = createTecdocClient({
      apiKey: 'k',
      host: 'h',
      baseUrl: 'https://tecdoc.test',
      fetch: never,
      timeoutMs: 20,
      retries: 1,
      sleep: async () => {},
    })
    const error = await failureOf(request({ path: '/slow' }, pingSchema))
    expect(error.kind).toBe('unavailable')
    expect(error.message).toBe('TecDoc GET /slow did not answer within 20 ms.')
  })

  it('reports a payload of the wrong shape as unavailable, naming the field', async () => {
    const { ping, calls } = client([ok({ ok: 'yes' })])
    const error = await failureOf(ping())
    expect(error.kind).toBe('unavailable')
    expect(error.message).toMatch(/shape the shop does not know.*ok: /)
    expect(calls).toHaveLength(1)
  })

  it('reports an answer that is not JSON as unavailable', async () => {
    const { ping } = client([new Response('<html>Bad gateway</html>', { status: 200 })])
    expect((await failureOf(ping())).message).toMatch(/not JSON/)
  })
})
