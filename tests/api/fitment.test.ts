import { and, asc, eq, notInArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { articleVehicles, articles } from '../../src/server/db/schema'
import { buildTestApp, type TestApp } from '../support/build-app'
import { golfViiVariantWithParts } from '../support/catalogue-samples'

describe('fitment: which articles fit the current vehicle', () => {
  let t: TestApp
  let carId: number
  let fitting: number[]
  let notFitting: number[]
  const get = (url: string) => t.app.inject({ method: 'GET', url })

  beforeAll(async () => {
    t = await buildTestApp()
    carId = (await golfViiVariantWithParts(t.app)).carId
    const { db } = t.app.database
    const linked = await db
      .select({ id: articleVehicles.articleId })
      .from(articleVehicles)
      .where(eq(articleVehicles.carId, carId))
      .orderBy(asc(articleVehicles.articleId))
      .limit(3)
    fitting = linked.map((row) => row.id)
    const others = await db
      .select({ id: articles.articleId })
      .from(articles)
      .where(
        and(
          notInArray(
            articles.articleId,
            db
              .select({ id: articleVehicles.articleId })
              .from(articleVehicles)
              .where(eq(articleVehicles.carId, carId)),
          ),
        ),
      )
      .orderBy(asc(articles.articleId))
      .limit(2)
    notFitting = others.map((row) => row.id)
  })
  afterAll(() => t?.cleanup())

  it('answers the asked articles that fit the variant, and none of the others', async () => {
    expect(fitting.length).toBeGreaterThan(0)
    expect(notFitting.length).toBeGreaterThan(0)
    const asked = [...notFitting, ...fitting, fitting[0]]
    const response = await get(`/api/vehicles/fitment?carId=${carId}&articleIds=${asked.join(',')}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ carId, fits: [...fitting].sort((a, b) => a - b) })
    expect(response.headers['cache-control']).toMatch(
      /^public, max-age=\d+, stale-while-revalidate=86400$/,
    )
  })

  it('says nothing fits a vehicle the catalogue does not know', async () => {
    const response = await get(
      `/api/vehicles/fitment?carId=2000000000&articleIds=${fitting.join(',')}`,
    )
    expect(response.statusCode).toBe(200)
    expect(response.json().fits).toEqual([])
  })

  it.each([
    ['no article ids', 'carId=1'],
    ['an empty list', 'carId=1&articleIds='],
    ['a word among the ids', 'carId=1&articleIds=1,two,3'],
    ['a negative car id', 'carId=-4&articleIds=1'],
    [
      'more than 100 articles',
      `carId=1&articleIds=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
    ],
  ])('refuses %s with a 400 and the error shape', async (_, query) => {
    const response = await get(`/api/vehicles/fitment?${query}`)
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body.error.code).toEqual(expect.any(String))
    expect(body.error.message).toEqual(expect.any(String))
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts/)
  })
})
