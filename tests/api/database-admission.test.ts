import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiErrorSchema } from '../../src/domain/api-error'
import { payments } from '../../src/server/db/schema'
import { buildTestApp, type TestApp } from '../support/build-app'
import {
  anArticleInStock,
  confirmWithApprovedCard,
  placeOrder,
  startPayment,
} from '../support/orders'

describe('admission to the database in the shop', () => {
  let t: TestApp
  beforeAll(async () => {
    // One request at a time, and a wait of 1 ms at most: a burst must overflow the queue.
    t = await buildTestApp({ config: { databaseAdmission: { slots: 1, waitMs: 1 } } })
  })
  afterAll(() => t?.cleanup())

  it('queues API calls: a burst past the wait is answered 503 SERVER_BUSY, the rest as usual, the health probe never waits', async () => {
    const burst = Array.from({ length: 60 }, (_, i) =>
      t.app.inject({ method: 'GET', url: `/api/tecdoc/search?search=filter&page=${(i % 3) + 1}` }),
    )
    const probes = Array.from({ length: 10 }, () =>
      t.app.inject({ method: 'GET', url: '/api/health' }),
    )
    const answers = await Promise.all(burst)
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses).toContain(200)
    expect(statuses).toContain(503)
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true)
    const refused = answers.find((answer) => answer.statusCode === 503)
    expect(refused?.headers['retry-after']).toBe('2')
    expect(apiErrorSchema.parse(refused?.json()).error.code).toBe('SERVER_BUSY')
    expect((await Promise.all(probes)).map((probe) => probe.statusCode)).toEqual(
      Array(10).fill(200),
    )
    // Nothing is left holding a slot: a lone call afterwards is answered.
    const after = await t.app.inject({ method: 'GET', url: '/api/tecdoc/search?search=filter' })
    expect(after.statusCode).toBe(200)
  })
})

describe('admission with one slot and a card payment', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ config: { databaseAdmission: { slots: 1, waitMs: 3000 } } })
  })
  afterAll(() => t?.cleanup())

  it("the test provider's confirmation reaches the shop's webhook at once, not after the wait", async () => {
    const order = await placeOrder(t.app, await anArticleInStock(t.app), { email: 'kø@example.no' })
    const paymentId = await startPayment(t.app, order)
    const before = Date.now()
    const confirmed = await confirmWithApprovedCard(t.app, paymentId)
    expect(confirmed.json()).toMatchObject({ status: 'succeeded' })
    expect(Date.now() - before).toBeLessThan(2500)
    // The webhook (a call of its own, taking the one slot) recorded the payment.
    const [payment] = await t.app.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, paymentId))
    expect(payment?.status).toBe('paid')
  })
})
