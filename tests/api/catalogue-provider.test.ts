/**
 * Which catalogue the app uses, end to end: with a TecDoc configuration the API answers from
 * a fake TecDoc RapidAPI on 127.0.0.1 (the recorded fixture payloads), and the provider's
 * failures — refused key, rate limit, errors, no server at all — reach the client as clear
 * JSON errors that never carry the key.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TecdocConfig } from '../../src/server/providers/catalogue/tecdoc/tecdoc-config'
import {
  answer,
  FIXTURE_API_KEY,
  FIXTURE_HOST,
  readFixture,
} from '../fixtures/tecdoc/fixture-provider'
import { buildTestApp, type TestApp } from '../support/build-app'

/** The shop's key in these tests; it must never show up in an answer or a log line. */
const SHOP_KEY = 'shop-rapidapi-key-7f3a9c'

/** How the fake provider answers: the fixtures, or one kind of failure for every request. */
type ProviderMode = 'fixtures' | 'key-refused' | 'rate-limited' | 'failing'

interface FakeProvider {
  baseUrl: string
  mode: ProviderMode
  /** Path and query of every request since the last `reset()`. */
  paths: string[]
  /** The key header of every request. */
  keys: (string | undefined)[]
  reset(mode: ProviderMode): void
  close(): Promise<void>
}

async function startFakeProvider(): Promise<FakeProvider> {
  let server: Server | undefined
  const provider: FakeProvider = {
    baseUrl: '',
    mode: 'fixtures',
    paths: [],
    keys: [],
    reset(mode) {
      provider.mode = mode
      provider.paths.length = 0
      provider.keys.length = 0
    },
    close: () => new Promise((resolve) => (server ? server.close(() => resolve()) : resolve())),
  }
  server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const key = req.headers['x-rapidapi-key']
      provider.paths.push(url.pathname + url.search)
      provider.keys.push(typeof key === 'string' ? key : undefined)
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) =>
        res
          .writeHead(status, { 'content-type': 'application/json', ...headers })
          .end(JSON.stringify(body))
      if (provider.mode === 'key-refused') {
        return send(401, { message: 'Invalid API key. Go to https://docs.rapidapi.com/' })
      }
      if (provider.mode === 'rate-limited') {
        return send(429, { message: 'Too many requests' }, { 'retry-after': '120' })
      }
      if (provider.mode === 'failing') return send(502, { message: 'Bad gateway' })
      if (key !== SHOP_KEY) return send(403, { message: 'You are not subscribed to this API.' })
      // The fixtures answer the fixture key; this provider's key is the shop's.
      const headers = new Headers({ 'x-rapidapi-key': FIXTURE_API_KEY })
      const text = Buffer.concat(chunks).toString('utf8')
      const out = answer(req.method ?? 'GET', url, headers, text ? JSON.parse(text) : undefined)
      res.writeHead(out.status, { 'content-type': 'application/json' }).end(out.body)
    })
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  provider.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return provider
}

/** A port on 127.0.0.1 nothing listens on: opened by the system, then closed again. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

function tecdocConfig(baseUrl: string): TecdocConfig {
  // Short limits keep the failure tests fast; backoff still waits between attempts.
  return { apiKey: SHOP_KEY, host: FIXTURE_HOST, baseUrl, timeoutMs: 2000, retries: 2 }
}

function logCollector() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return { lines, stream }
}

interface Manufacturer {
  manuId: number
  manuName: string
}

describe('the TecDoc catalogue, chosen by configuration', () => {
  let t: TestApp
  let provider: FakeProvider
  const log = logCollector()
  const get = (url: string) => t.app.inject({ method: 'GET', url })
  beforeAll(async () => {
    provider = await startFakeProvider()
    t = await buildTestApp({
      config: { tecdoc: tecdocConfig(provider.baseUrl) },
      logStream: log.stream,
    })
  })
  afterAll(async () => {
    await t?.cleanup()
    await provider?.close()
  })

  it("answers the makes TecDoc lists, not the shop's own, with the key and host sent", async () => {
    provider.reset('fixtures')
    const response = await get('/api/tecdoc/manufacturers?lang=no')
    expect(response.statusCode).toBe(200)
    const { manufacturers } = readFixture('manufacturers.json') as {
      manufacturers: { manufacturerId: number; manufacturerName: string }[]
    }
    expect(response.json().data).toEqual(
      manufacturers.map((m) => ({ manuId: m.manufacturerId, manuName: m.manufacturerName })),
    )
    const names = response.json().data.map((make: Manufacturer) => make.manuName)
    expect(names).toContain('VW')
    expect(names).not.toContain('Volkswagen')
    expect(provider.paths).toEqual(['/manufacturers/list/type-id/1'])
    expect(provider.keys).toEqual([SHOP_KEY])
  })

  it('walks make → model series → variant ids → variants through TecDoc', async () => {
    provider.reset('fixtures')
    const series = (await get('/api/tecdoc/models?lang=no&manuId=121')).json().data.array
    expect(series).toContainEqual({
      modelId: 10611,
      modelname: 'GOLF VII (5G1, BQ1, BE1, BE2)',
      yearOfConstrFrom: 201208,
      yearOfConstrTo: 202012,
    })

    const ids = await get('/api/tecdoc/vehicle-ids?lang=no&manuId=121&modelId=10611')
    expect(ids.json()).toEqual([110546, 110548, 110553, 113489, 117260, 118035, 124012])
    // A model series the make does not have: no variants, and TecDoc is not asked for them.
    const before = provider.paths.length
    expect((await get('/api/tecdoc/vehicle-ids?manuId=121&modelId=99999')).json()).toEqual([])
    expect(provider.paths.slice(before)).toEqual([
      '/models/list/type-id/1/manufacturer-id/121/lang-id/12/country-filter-id/167',
    ])

    const variants = await t.app.inject({
      method: 'POST',
      url: '/api/tecdoc/vehicles',
      payload: { carids: [124012, 110548], lang: 'no' },
    })
    expect(variants.statusCode).toBe(200)
    const array = variants.json().data.array
    expect(array.map((v: { motorCode: string }) => v.motorCode)).toEqual(['CLHA', 'EAZ'])
    expect(array[1].vehicleDetails).toMatchObject({ carId: 124012, typeName: 'e-Golf' })
  })

  it("answers a variant's details with TecDoc's make and model series names", async () => {
    provider.reset('fixtures')
    const response = await get('/api/vehicles/variant/124012?lang=no')
    expect(response.statusCode).toBe(200)
    expect(response.json().vehicle).toMatchObject({
      id: 124012,
      make: { manuId: 121, manuName: 'VW' },
      model: { modelId: 10611, modelname: 'GOLF VII (5G1, BQ1, BE1, BE2)' },
      engine: { carId: 124012, typeName: 'e-Golf', motorCode: 'EAZ', fuel: 'electric' },
    })
    const unknown = await get('/api/vehicles/variant/999999')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.code).toBe('VEHICLE_NOT_FOUND')
  })

  it("answers TecDoc's category tree in the language asked", async () => {
    provider.reset('fixtures')
    const no = (await get('/api/category/list/sidebaritems')).json().data.array
    const en = (await get('/api/category/list/sidebaritems?lang=en')).json().data.array
    expect(no.map((node: { name: string }) => node.name)).toEqual([
      'Bremseanlegg',
      'Filter',
      'Reimdrift',
      'Tilbehør',
    ])
    expect(en[0].subItems[0]).toMatchObject({ name: 'Brake Disc', slug: 'tecdoc-100032' })
  })

  it('says at start that it uses TecDoc, and never logs the key', async () => {
    provider.reset('key-refused')
    await get('/api/tecdoc/manufacturers?lang=en')
    const lines = log.lines.map((line) => JSON.parse(line))
    expect(lines.find((line) => line.catalogue)).toMatchObject({
      catalogue: 'tecdoc',
      provider: provider.baseUrl,
      msg: 'catalogue: TecDoc RapidAPI',
    })
    expect(log.lines.join('\n')).not.toContain(SHOP_KEY)
  })

  it('answers 503 CATALOGUE_UNAUTHORIZED for a refused key, without the key and without retrying', async () => {
    provider.reset('key-refused')
    const response = await get('/api/tecdoc/models?manuId=121')
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({
      error: {
        code: 'CATALOGUE_UNAUTHORIZED',
        message: expect.stringContaining('TECDOC_API_KEY'),
      },
    })
    expect(response.body).not.toContain(SHOP_KEY)
    expect(response.headers['cache-control']).toBeUndefined()
    expect(provider.paths).toHaveLength(1)
  })

  it('answers 503 with Retry-After when TecDoc is rate limiting the shop', async () => {
    provider.reset('rate-limited')
    const response = await get('/api/tecdoc/manufacturers')
    expect(response.statusCode).toBe(503)
    expect(response.headers['retry-after']).toBe('120')
    expect(response.json().error.code).toBe('CATALOGUE_RATE_LIMITED')
  })

  it('answers 503 CATALOGUE_UNAVAILABLE once TecDoc has failed every retry', async () => {
    provider.reset('failing')
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tecdoc/vehicles',
      payload: { carids: [110548] },
    })
    expect(response.statusCode).toBe(503)
    expect(response.json().error.code).toBe('CATALOGUE_UNAVAILABLE')
    expect(provider.paths).toHaveLength(3) // the first attempt and `retries: 2`
  })
})

describe('the TecDoc catalogue when nothing answers at its address', () => {
  let t: TestApp
  beforeAll(async () => {
    const baseUrl = `http://127.0.0.1:${await closedPort()}`
    t = await buildTestApp({ config: { tecdoc: { ...tecdocConfig(baseUrl), retries: 1 } } })
  })
  afterAll(() => t?.cleanup())

  it('answers 503 CATALOGUE_UNAVAILABLE in the error shape after its retries', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/tecdoc/manufacturers' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({
      error: { code: 'CATALOGUE_UNAVAILABLE', message: expect.any(String) },
    })
    expect(response.body).not.toContain(SHOP_KEY)
  })
})
