import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GARAGE_MAX_VEHICLES, type GarageVehicle } from '../../src/domain/garage'
import { garageVehicleSchema, vehicleDetailsSchema } from '../../src/domain/garage-schema'
import { MAX_INT4 } from '../../src/domain/int4'
import { garageVehicles, users, vehicles } from '../../src/server/db/schema'
import { type SignedUp, signUp } from '../support/accounts'
import { buildTestApp, type TestApp } from '../support/build-app'
import { golfViiVariantWithParts } from '../support/catalogue-samples'

/** A carId no catalogue variant has, yet a valid id. */
const UNKNOWN_CAR_ID = MAX_INT4

describe('the garage of a signed-in user', () => {
  let t: TestApp
  let carIds: number[]
  beforeAll(async () => {
    t = await buildTestApp()
    const rows = await t.app.database.db
      .select({ carId: vehicles.carId })
      .from(vehicles)
      .orderBy(asc(vehicles.carId))
      .limit(GARAGE_MAX_VEHICLES + 1)
    carIds = rows.map((row) => row.carId)
  })
  afterAll(() => t?.cleanup())

  const list = (who: SignedUp) =>
    t.app.inject({ method: 'GET', url: '/api/garage', headers: { authorization: who.token } })
  const add = (who: SignedUp, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/garage',
      headers: { authorization: who.token },
      payload: payload as object,
    })
  const remove = (who: SignedUp, carId: number | string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/garage/${carId}`,
      headers: { authorization: who.token },
    })
  const ids = (items: GarageVehicle[]) => items.map((item) => item.id)

  it('starts empty', async () => {
    const response = await list(await signUp(t.app))
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ items: [] })
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('adds a vehicle with the names of its make, model and engine from the catalogue', async () => {
    const user = await signUp(t.app)
    const golf = await golfViiVariantWithParts(t.app)
    const added = await add(user, { carId: golf.carId, year: 2016 })

    expect(added.statusCode).toBe(201)
    const [item] = added.json().items as GarageVehicle[]
    expect(garageVehicleSchema.parse(item)).toEqual(item)
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/vehicles/variant/${golf.carId}`,
    })
    expect(item).toEqual({ ...details.json().vehicle, year: 2016, addedAt: item?.addedAt })
    expect(item?.make.manuName).toBe('Volkswagen')
    expect(item?.model.modelname).toMatch(/^Golf VII/)
    expect(new Date(item?.addedAt ?? '').toISOString()).toBe(item?.addedAt)
    expect((await list(user)).json()).toEqual(added.json())
  })

  it('refuses names sent by the client (400) and keeps nothing', async () => {
    const user = await signUp(t.app)
    const forged = {
      carId: carIds[0],
      make: { manuId: 1, manuName: 'Ferrari' },
      model: { modelId: 1, modelname: 'F40' },
    }
    const response = await add(user, forged)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('VALIDATION_ERROR')
    expect((await list(user)).json().items).toEqual([])
  })

  it('lists the newest first and moves a vehicle added again to the front', async () => {
    const user = await signUp(t.app)
    const [a, b, c] = carIds as [number, number, number]
    await add(user, { carId: a })
    await add(user, { carId: b })
    const third = await add(user, { carId: c })
    expect(ids(third.json().items)).toEqual([c, b, a])

    const again = await add(user, { carId: a })
    expect(again.statusCode).toBe(201)
    expect(ids(again.json().items)).toEqual([a, c, b])
  })

  it('keeps the year of a vehicle added again without one, and takes a new one', async () => {
    const user = await signUp(t.app)
    const carId = carIds[1] as number
    await add(user, { carId, year: 2015 })
    const withoutYear = await add(user, { carId })
    expect(withoutYear.json().items[0].year).toBe(2015)
    const withNull = await add(user, { carId, year: null })
    expect(withNull.json().items[0].year).toBe(2015)
    const newYear = await add(user, { carId, year: 2018 })
    expect(newYear.json().items).toHaveLength(1)
    expect(newYear.json().items[0].year).toBe(2018)
  })

  it('answers 404 VEHICLE_NOT_FOUND for a carId the catalogue does not have', async () => {
    const user = await signUp(t.app)
    const response = await add(user, { carId: UNKNOWN_CAR_ID })
    expect(response.statusCode).toBe(404)
    expect(response.json().error.code).toBe('VEHICLE_NOT_FOUND')
    expect((await list(user)).json().items).toEqual([])
  })

  it('answers 400 for a carId or year that is not one', async () => {
    const user = await signUp(t.app)
    const bodies = [
      {},
      { carId: 'abc' },
      { carId: -1 },
      { carId: 0 },
      { carId: 1.5 },
      { carId: MAX_INT4 + 1 },
      { carId: carIds[0], year: 1800 },
      { carId: carIds[0], year: 'ifjor' },
    ]
    for (const body of bodies) {
      const response = await add(user, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().error.code).toBe('VALIDATION_ERROR')
    }
    for (const carId of ['abc', '-1', '0', '1.5', '99999999999']) {
      expect((await remove(user, carId)).statusCode, carId).toBe(400)
    }
  })

  it('removes a vehicle and answers the list afterwards; removing one not kept is no error', async () => {
    const user = await signUp(t.app)
    const [a, b] = carIds as [number, number]
    await add(user, { carId: a })
    await add(user, { carId: b })

    const removed = await remove(user, a)
    expect(removed.statusCode).toBe(200)
    expect(ids(removed.json().items)).toEqual([b])

    for (const carId of [a, UNKNOWN_CAR_ID]) {
      const again = await remove(user, carId)
      expect(again.statusCode).toBe(200)
      expect(ids(again.json().items)).toEqual([b])
    }
  })

  it(`keeps at most ${GARAGE_MAX_VEHICLES} vehicles, dropping the oldest`, async () => {
    const user = await signUp(t.app)
    for (const carId of carIds) {
      expect((await add(user, { carId })).statusCode).toBe(201)
    }
    const { items } = (await list(user)).json()
    expect(carIds).toHaveLength(GARAGE_MAX_VEHICLES + 1)
    expect(ids(items)).toEqual(carIds.slice(1).reverse())
    const rows = await t.app.database.db
      .select()
      .from(garageVehicles)
      .where(eq(garageVehicles.userId, user.user.id))
    expect(rows).toHaveLength(GARAGE_MAX_VEHICLES)
  })

  it("never shows or changes another user's garage", async () => {
    const ola = await signUp(t.app)
    const kari = await signUp(t.app)
    const [a, b] = carIds as [number, number]
    await add(ola, { carId: a })
    await add(kari, { carId: b })

    expect(ids((await list(ola)).json().items)).toEqual([a])
    expect(ids((await list(kari)).json().items)).toEqual([b])
    expect(ids((await remove(kari, a)).json().items)).toEqual([b])
    expect(ids((await list(ola)).json().items)).toEqual([a])
  })

  it('answers 401 UNAUTHORIZED without a valid token, before reading the body', async () => {
    const requests = [
      { method: 'GET', url: '/api/garage' },
      { method: 'POST', url: '/api/garage', payload: { carId: carIds[0] } },
      { method: 'POST', url: '/api/garage', payload: { nonsense: true } },
      { method: 'DELETE', url: `/api/garage/${carIds[0]}` },
    ] as const
    for (const request of requests) {
      for (const headers of [{}, { authorization: 'not-a-token' }]) {
        const response = await t.app.inject({ ...request, headers })
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(401)
        expect(response.json().error.code).toBe('UNAUTHORIZED')
      }
    }
  })

  it('forgets the garage of a deleted account, whose token then answers 401', async () => {
    const user = await signUp(t.app)
    await add(user, { carId: carIds[0] })
    await t.app.database.db.delete(users).where(eq(users.id, user.user.id))

    expect((await list(user)).statusCode).toBe(401)
    const rows = await t.app.database.db
      .select()
      .from(garageVehicles)
      .where(eq(garageVehicles.userId, user.user.id))
    expect(rows).toEqual([])
  })
})

describe('GET /api/vehicles/variant/:carId', () => {
  let t: TestApp
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers })
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t?.cleanup())

  it('answers a variant with the names of its make and model series', async () => {
    const golf = await golfViiVariantWithParts(t.app)
    const response = await get(`/api/vehicles/variant/${golf.carId}?lang=no`)

    expect(response.statusCode).toBe(200)
    const { vehicle } = response.json()
    expect(vehicleDetailsSchema.parse(vehicle)).toEqual(vehicle)
    const [row] = await t.app.database.db
      .select()
      .from(vehicles)
      .where(eq(vehicles.carId, golf.carId))
    expect(vehicle).toMatchObject({
      id: golf.carId,
      make: { manuName: 'Volkswagen' },
      model: { modelname: expect.stringMatching(/^Golf VII/), yearOfConstrFrom: 201208 },
      engine: {
        carId: golf.carId,
        typeName: row?.typeName,
        powerKwFrom: row?.powerKwFrom,
        motorCode: row?.motorCode,
        fuel: row?.fuel,
        yearOfConstrFrom: row?.yearOfConstrFrom,
      },
    })
  })

  it('is cached like the other vehicle answers, with an ETag', async () => {
    const golf = await golfViiVariantWithParts(t.app)
    const first = await get(`/api/vehicles/variant/${golf.carId}`)
    expect(first.headers['cache-control']).toMatch(
      /^public, max-age=\d+, stale-while-revalidate=86400$/,
    )
    const etag = String(first.headers.etag)
    const again = await get(`/api/vehicles/variant/${golf.carId}`, { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
  })

  it('answers 404 VEHICLE_NOT_FOUND for an unknown carId', async () => {
    const response = await get(`/api/vehicles/variant/${UNKNOWN_CAR_ID}`)
    expect(response.statusCode).toBe(404)
    expect(response.json().error.code).toBe('VEHICLE_NOT_FOUND')
  })

  it('answers 400 for a carId or language that is not one', async () => {
    for (const url of [
      '/api/vehicles/variant/abc',
      '/api/vehicles/variant/0',
      '/api/vehicles/variant/-5',
      '/api/vehicles/variant/1e3x',
      '/api/vehicles/variant/99999999999',
      '/api/vehicles/variant/1?lang=de',
    ]) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(400)
      expect(response.json().error.code).toBe('VALIDATION_ERROR')
    }
  })
})
