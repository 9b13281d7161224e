/**
 * Registration-number look-up (issue 5 §1), end to end on a real database: the demo plates of
 * the embedded registry, the validation of what is typed, and the Statens vegvesen adapter on
 * written payloads (tests/fixtures/svv/) through an injected fetch — never the network.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoRegistrations, registryLookups, vehicles } from '../../src/server/db/schema'
import { DEMO_REGISTRATIONS } from '../../src/server/db/seed/demo-registrations'
import { loadCatalogueIfEmpty } from '../../src/server/db/seed/load-catalogue'
import { buildTestApp, type TestApp } from '../support/build-app'

const LOOKUP = '/api/tecdoc/search-by-registration-number'
const lookup = (t: TestApp, registrationNumber: string, lang = 'no') =>
  t.app.inject({ method: 'GET', url: LOOKUP, query: { lang, registrationNumber } })

interface LookupAnswer {
  status: number
  data: {
    manuId: number
    modelId: number
    carId: number
    vehicles: { vehicleDetails: { carId: number; typeName: string }; motorCode: string | null }[]
  }
}
const carIdsOf = (body: LookupAnswer) => body.data.vehicles.map((v) => v.vehicleDetails.carId)

const BAD_INPUT = ['AB 123456', 'SUPERBIL1', 'X'.repeat(50), '🚗🚗🚗', '<script>', 'AB_12345', '']

describe('registration look-up on the demo plates', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t?.cleanup())

  it('finds the car behind a demo plate however the plate is typed', async () => {
    for (const typed of ['EK39085', 'ek 39085', 'Ek-39085', ' ek  39085 ']) {
      const response = await lookup(t, typed)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({
        status: 200,
        data: {
          manuId: 32,
          modelId: 3205,
          carId: 320517,
          vehicles: [
            {
              vehicleDetails: {
                carId: 320517,
                typeName: 'e-Golf',
                yearOfConstrFrom: 201703,
                yearOfConstrTo: 202012,
                ccmTech: null,
                powerKwFrom: 100,
                powerHpFrom: expect.any(Number),
              },
              motorCode: 'EAZ',
            },
          ],
        },
      })
    }
  })

  it.each([
    ['petrol', 'DN 12345', 320504],
    ['diesel', 'PD 12345', 320507],
    ['hybrid', 'HB 12345', 311102],
    ['plug-in hybrid', 'DJ 67890', 320515],
    ['electric', 'EB 12345', 300301],
  ])('resolves a demo plate of a %s car', async (fuel, plate, carId) => {
    const response = await lookup(t, plate)
    expect(response.statusCode).toBe(200)
    expect(response.json<LookupAnswer>().data.carId).toBe(carId)
    const [row] = await t.app.database.db
      .select({ fuel: vehicles.fuel })
      .from(vehicles)
      .where(eq(vehicles.carId, carId))
    expect(row?.fuel).toBe(fuel)
  })

  it('resolves every demo plate to the variants it was seeded with', async () => {
    const plates = new Map<string, number[]>()
    for (const row of DEMO_REGISTRATIONS) {
      plates.set(row.registrationNumber, [...(plates.get(row.registrationNumber) ?? []), row.carId])
    }
    expect(plates.size).toBeGreaterThanOrEqual(30)
    for (const [plate, carIds] of plates) {
      const response = await lookup(t, plate)
      expect(response.statusCode, plate).toBe(200)
      expect(carIdsOf(response.json()), plate).toEqual(carIds)
    }
  })

  it('seeds demo plates of every fuel, EV plates of the EL, EK, EV and EB series among them', async () => {
    const rows = await t.app.database.db
      .selectDistinct({ plate: demoRegistrations.registrationNumber, fuel: vehicles.fuel })
      .from(demoRegistrations)
      .innerJoin(vehicles, eq(vehicles.carId, demoRegistrations.carId))
    expect(new Set(rows.map((row) => row.fuel))).toEqual(
      new Set(['petrol', 'diesel', 'hybrid', 'plug-in hybrid', 'electric']),
    )
    const evSeries = rows
      .filter((row) => row.fuel === 'electric')
      .map((row) => row.plate.slice(0, 2))
    expect(evSeries).toEqual(expect.arrayContaining(['EL', 'EK', 'EV', 'EB']))
  })

  it('offers every candidate, best first, when a plate fits several variants', async () => {
    const body = (await lookup(t, 'ar 20170')).json<LookupAnswer>()
    expect(body.data.carId).toBe(320510)
    expect(carIdsOf(body)).toEqual([320510, 320511])
  })

  it('finds a personalised plate', async () => {
    const response = await lookup(t, 'ola')
    expect(response.json<LookupAnswer>().data).toMatchObject({
      manuId: 30,
      modelId: 3003,
      carId: 300303,
    })
  })

  it('lets browsers reuse an answer like the other catalogue reads', async () => {
    const response = await lookup(t, 'EK39085')
    expect(response.headers['cache-control']).toBe(
      'public, max-age=3600, stale-while-revalidate=86400',
    )
    expect(response.headers.etag).toBeTruthy()
  })

  for (const lang of ['no', 'en']) {
    it(`refuses what is no registration number with a 400 in lang=${lang}`, async () => {
      for (const typed of BAD_INPUT) {
        const response = await lookup(t, typed, lang)
        expect(response.statusCode, typed).toBe(400)
        const { error } = response.json()
        expect(error.code, typed).toBe('INVALID_REGISTRATION_NUMBER')
        expect(error.message, typed).toMatch(/registration number/)
      }
    })
  }

  it('asks for a registration number when none is given', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${LOOKUP}?lang=en` })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toEqual({
      code: 'INVALID_REGISTRATION_NUMBER',
      message: 'Please enter a registration number.',
    })
  })

  it('answers 404 for a valid plate no car has', async () => {
    for (const plate of ['ÆØ12345', 'A12345', 'ZZ 99999']) {
      const response = await lookup(t, plate)
      expect(response.statusCode, plate).toBe(404)
      expect(response.json().error.code).toBe('NOT_FOUND')
      expect(response.json().error.message).toMatch(
        /^No vehicle with registration number .+ was found\.$/,
      )
    }
  })

  it('fills the demo plates of a catalogue loaded before they existed', async () => {
    const { db } = t.app.database
    await db.delete(demoRegistrations)
    expect(await loadCatalogueIfEmpty(db)).toBe(false)
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(demoRegistrations)
    expect(count?.n).toBe(DEMO_REGISTRATIONS.length)
    expect((await lookup(t, 'EK39085')).statusCode).toBe(200)
  })
})

/** The shop's key in these tests; it must never show up in an answer. */
const SVV_KEY = 'svv-test-key-5d1e'
const FIXTURES = join(import.meta.dirname, '../fixtures/svv')
const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8')

type Behaviour =
  | { fixture: string }
  | { status: number; body?: string; headers?: Record<string, string> }
  | 'hang'

/** What the fake registry does per plate; unlisted plates answer 404. */
const BEHAVIOUR: Record<string, Behaviour[]> = {
  EK39085: [{ fixture: 'ek39085-e-golf.json' }],
  AR20170: [{ fixture: 'ar20170-golf-2-0-tdi.json' }],
  HB12345: [{ fixture: 'hb12345-rav4-hybrid.json' }],
  SV23456: [{ fixture: 'sv23456-octavia-petrol.json' }],
  NF10200: [{ fixture: 'empty-list.json' }],
  NF10204: [{ status: 204 }],
  NF10422: [
    {
      status: 422,
      body: 'Kvoten er brukt opp. Prøv igjen etter midnatt (norsk tid)',
      headers: { 'retry-after': '36000' },
    },
  ],
  NF10401: [{ status: 401, body: 'Ugyldig API-nøkkel' }],
  NF10999: ['hang'],
  // Fails twice, then answers: the adapter's retries carry it through.
  NF10503: [{ status: 503 }, { status: 502 }, { fixture: 'sv23456-octavia-petrol.json' }],
}

interface FakeCall {
  plate: string
  authorization: string | null
}

function fakeRegistryFetch(calls: FakeCall[]): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input))
    const plate = url.searchParams.get('kjennemerke') ?? ''
    const headers = new Headers(init?.headers)
    const attempt = calls.filter((call) => call.plate === plate).length
    calls.push({ plate, authorization: headers.get('svv-authorization') })
    const script = BEHAVIOUR[plate] ?? [{ status: 404 }]
    const behaviour = script[Math.min(attempt, script.length - 1)] as Behaviour
    if (behaviour === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
      })
    }
    if ('fixture' in behaviour) {
      return new Response(fixture(behaviour.fixture), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })
    }
    return new Response(behaviour.status === 204 ? null : (behaviour.body ?? ''), {
      status: behaviour.status,
      headers: behaviour.headers,
    })
  }
}

describe('registration look-up at Statens vegvesen (written payloads, injected fetch)', () => {
  let t: TestApp
  const calls: FakeCall[] = []
  const logLines: string[] = []
  const callsFor = (plate: string) => calls.filter((call) => call.plate === plate).length

  beforeAll(async () => {
    t = await buildTestApp({
      logStream: new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk))
          done()
        },
      }),
      config: {
        svv: {
          apiKey: SVV_KEY,
          baseUrl: 'https://svv.test',
          fetch: fakeRegistryFetch(calls),
          timeoutMs: 50,
          sleep: async () => {},
        },
      },
    })
  })
  afterAll(() => t?.cleanup())

  it('maps the registry facts of an e-Golf to the one catalogue variant with its engine code', async () => {
    const response = await lookup(t, 'ek 39085')
    expect(response.statusCode).toBe(200)
    expect(response.json<LookupAnswer>().data).toMatchObject({
      manuId: 32,
      modelId: 3205,
      carId: 320517,
    })
    expect(carIdsOf(response.json())).toEqual([320517])
    expect(calls.find((call) => call.plate === 'EK39085')?.authorization).toBe(`Apikey ${SVV_KEY}`)
  })

  it('offers every variant the facts fit when they cannot tell them apart', async () => {
    // The registry calls hatchback and estate alike "GOLF": both bodies' 2.0 TDI 110 kW fit.
    const golf = (await lookup(t, 'AR20170')).json<LookupAnswer>()
    expect(carIdsOf(golf)).toEqual([320510, 320511, 320606, 320607])
    const rav4 = (await lookup(t, 'HB12345')).json<LookupAnswer>()
    expect(carIdsOf(rav4)).toEqual([311102, 311103])
  })

  it('matches a make written without its accent', async () => {
    const body = (await lookup(t, 'SV23456')).json<LookupAnswer>()
    expect(carIdsOf(body)).toContain(270403)
    expect(body.data.vehicles.every((v) => v.motorCode === 'CHPA')).toBe(true)
  })

  it.each([
    ['an empty vehicle list', 'NF10200'],
    ['204 No Content', 'NF10204'],
    ['404 Not Found', 'NF10404'],
  ])('answers 404 when the registry answers %s', async (_what, plate) => {
    const response = await lookup(t, plate)
    expect(response.statusCode).toBe(404)
    expect(response.json().error.code).toBe('NOT_FOUND')
  })

  it("answers 503 with Retry-After when the day's quota is spent, without retrying", async () => {
    const response = await lookup(t, 'NF10422')
    expect(response.statusCode).toBe(503)
    expect(response.headers['retry-after']).toBe('36000')
    expect(response.json().error.code).toBe('REGISTRY_QUOTA_EXCEEDED')
    expect(callsFor('NF10422')).toBe(1)
  })

  it('answers 503 naming the setting to check when the key is refused, never the key itself', async () => {
    const response = await lookup(t, 'NF10401')
    expect(response.statusCode).toBe(503)
    expect(response.json().error.code).toBe('REGISTRY_UNAUTHORIZED')
    expect(response.body).toContain('SVV_API_KEY')
    expect(response.body).not.toContain(SVV_KEY)
    expect(callsFor('NF10401')).toBe(1)
  })

  it('answers 503 unavailable when the registry does not answer in time, after retrying', async () => {
    const response = await lookup(t, 'NF10999')
    expect(response.statusCode).toBe(503)
    expect(response.json().error.code).toBe('REGISTRY_UNAVAILABLE')
    expect(callsFor('NF10999')).toBe(3)
  })

  it('retries a failing registry and answers once it recovers', async () => {
    const response = await lookup(t, 'NF10503')
    expect(response.statusCode).toBe(200)
    expect(callsFor('NF10503')).toBe(3)
  })

  it('logs which registry it uses and every failure, never the key', () => {
    expect(logLines.some((line) => line.includes('vehicle registry: Statens vegvesen'))).toBe(true)
    expect(logLines.some((line) => line.includes('REGISTRY_UNAUTHORIZED'))).toBe(true)
    expect(logLines.filter((line) => line.includes(SVV_KEY))).toEqual([])
  })

  it('asks the registry nothing about input that is no plate', async () => {
    const before = calls.length
    for (const typed of BAD_INPUT) expect((await lookup(t, typed)).statusCode).toBe(400)
    expect(calls.length).toBe(before)
  })

  it('answers a plate asked again from the database cache, without a registry call', async () => {
    const before = { found: callsFor('EK39085'), missing: callsFor('NF10204') }
    expect((await lookup(t, 'EK-39085')).statusCode).toBe(200)
    expect((await lookup(t, 'nf 10204')).statusCode).toBe(404)
    expect(callsFor('EK39085')).toBe(before.found)
    expect(callsFor('NF10204')).toBe(before.missing)
  })

  it('asks the registry again once the cached answer is a day old', async () => {
    const before = callsFor('EK39085')
    await t.app.database.db
      .update(registryLookups)
      .set({ fetchedAt: sql`now() - interval '25 hours'` })
      .where(inArray(registryLookups.registrationNumber, ['EK39085']))
    expect((await lookup(t, 'EK39085')).statusCode).toBe(200)
    expect(callsFor('EK39085')).toBe(before + 1)
  })
})
