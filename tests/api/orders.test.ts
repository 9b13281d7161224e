import { randomUUID } from 'node:crypto'
import { and, asc, count, eq, gt, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isApiError } from '../../src/domain/api-error'
import { DELIVERY_PRICES, type Order, orderSums } from '../../src/domain/order'
import { articles, orderRequests, orders } from '../../src/server/db/schema'
import { createOrPromoteAdmin } from '../../src/server/services/admin-accounts'
import { GOOD_PASSWORD, signUp, uniqueEmail } from '../support/accounts'
import { buildTestApp, type TestApp } from '../support/build-app'
import { restock } from '../support/orders'

type Article = typeof articles.$inferSelect

const address = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  country: 'NO',
  address1: 'Verkstedveien 12',
  city: 'Oslo',
  postcode: '0150',
}

describe('orders (/api/order)', () => {
  let t: TestApp
  let sold: Article[]
  let soldOut: Article
  const db = () => t.app.database.db

  beforeAll(async () => {
    t = await buildTestApp()
    const inStock = () =>
      db()
        .select()
        .from(articles)
        .where(and(gt(articles.price, 0), gt(articles.stock, 0)))
        .orderBy(asc(articles.articleId))
        .limit(3)
    // Orders take stock: these are ordered many times over.
    await restock(
      t.app,
      (await inStock()).map((a) => a.articleId),
    )
    sold = await inStock()
    const [empty] = await db()
      .select()
      .from(articles)
      .where(and(gt(articles.price, 0), eq(articles.stock, 0)))
      .limit(1)
    if (!empty) throw new Error('the demo catalogue has no sold-out article')
    soldOut = empty
  })
  afterAll(() => t?.cleanup())

  const article = (index: number) => sold[index] as Article
  const body = (overrides: Record<string, unknown> = {}) => ({
    items: [
      { articleId: article(0).articleId, articleNumber: article(0).articleNumber, quantity: 2 },
      { articleId: article(1).articleId, quantity: 1 },
    ],
    contact: { email: 'kari@example.no' },
    shippingAddress: address,
    deliveryMethod: 'standard',
    acceptTerms: true,
    acceptCancellationRight: true,
    ...overrides,
  })
  const place = (
    payload: unknown,
    { key = randomUUID(), token }: { key?: string | null; token?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/order/create-order',
      payload: payload as object,
      headers: {
        ...(key !== null && { 'idempotency-key': key }),
        ...(token && { authorization: token }),
      },
    })
  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} })
  const orderCount = async () => (await db().select({ n: count() }).from(orders))[0]?.n ?? 0

  it('creates a PENDING order priced by the catalogue, with MVA contained in the total', async () => {
    const response = await place(body({ deliveryMethod: 'express' }))
    expect(response.statusCode).toBe(201)
    expect(response.headers['cache-control']).toBe('no-store')
    const { order } = response.json<{ order: Order }>()
    const net = (a: Article) => a.price - a.discount
    expect(order.items.map((i) => [i.articleNumber, i.price, i.quantity, i.total])).toEqual([
      [article(0).articleNumber, net(article(0)), 2, 2 * net(article(0))],
      [article(1).articleNumber, net(article(1)), 1, net(article(1))],
    ])
    const sums = orderSums(order, 'express')
    expect(order).toMatchObject({
      status: 'PENDING',
      paymentStatus: 'pending',
      subtotal: sums.subtotal,
      shippingCharges: DELIVERY_PRICES.express,
      total: sums.total,
      tax: Math.round((sums.total * 0.25) / 1.25),
      quantity: 3,
      email: 'kari@example.no',
      deliveryMethod: 'express',
    })
    expect(order.number).toBeGreaterThanOrEqual(100001)
    expect(order.token).toMatch(/^[A-Za-z0-9_-]{24}$/)
  })

  it('orders two brands sharing an article number as two lines, each its own article at its own price', async () => {
    const a = article(2)
    const twin = {
      ...a,
      articleId: 2_000_000_101,
      mfrName: 'TWIN ORDER',
      price: a.price + 4_200,
      discount: 0,
    }
    await db().insert(articles).values(twin)
    const response = await place(
      body({
        items: [
          {
            articleId: a.articleId,
            articleNumber: a.articleNumber,
            mfrName: a.mfrName,
            quantity: 1,
          },
          {
            articleId: twin.articleId,
            articleNumber: a.articleNumber,
            mfrName: twin.mfrName,
            quantity: 2,
          },
        ],
      }),
    )
    expect(response.statusCode, response.body).toBe(201)
    const { order } = response.json<{ order: Order }>()
    expect(order.items.map((i) => [i.articleNumber, i.name, i.price, i.quantity])).toEqual([
      [a.articleNumber, `${a.mfrName} ${a.articleNameNo}`, a.price - a.discount, 1],
      [a.articleNumber, `${twin.mfrName} ${a.articleNameNo}`, twin.price, 2],
    ])
  })

  it('answers 426 CLIENT_OUTDATED to an order queued by an app version it no longer takes', async () => {
    const before = await orderCount()
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/order/create-order',
      payload: body(),
      headers: { 'idempotency-key': randomUUID(), 'x-payload-version': '99' },
    })
    expect(response.statusCode).toBe(426)
    expect(response.json().error.code).toBe('CLIENT_OUTDATED')
    expect(await orderCount()).toBe(before)
  })

  it('refuses a line carrying a price of its own: prices are never taken from the client', async () => {
    const before = await orderCount()
    const tampered = body({
      items: [{ articleId: article(0).articleId, quantity: 1, price: 1 }],
    })
    const response = await place(tampered)
    expect(response.statusCode).toBe(400)
    expect(isApiError(response.json())).toBe(true)
    expect(await orderCount()).toBe(before)
  })

  it('answers the same key and body with the same order, once, and marks the replay', async () => {
    const key = randomUUID()
    const first = await place(body(), { key })
    const second = await place(body(), { key })
    expect(first.statusCode).toBe(201)
    expect(second.statusCode).toBe(200)
    expect(second.headers['idempotent-replayed']).toBe('true')
    expect(second.json().order.id).toBe(first.json().order.id)
    const rows = await db()
      .select({ n: count() })
      .from(orderRequests)
      .where(eq(orderRequests.key, key))
    expect(rows[0]?.n).toBe(1)
  })

  it('refuses the same key with another body (422) and makes no second order', async () => {
    const key = randomUUID()
    await place(body(), { key })
    const before = await orderCount()
    const other = await place(body({ deliveryMethod: 'pickup' }), { key })
    expect(other.statusCode).toBe(422)
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED')
    expect(await orderCount()).toBe(before)
  })

  it('makes exactly one order of 1,000 concurrent requests with one key', async () => {
    const key = randomUUID()
    const before = await orderCount()
    const answers = await Promise.all(Array.from({ length: 1000 }, () => place(body(), { key })))
    const statuses = answers.map((a) => a.statusCode)
    expect(statuses.filter((s) => s >= 500)).toEqual([])
    expect(statuses.every((s) => s === 201 || s === 200 || s === 409)).toBe(true)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    const ids = new Set(answers.filter((a) => a.statusCode < 300).map((a) => a.json().order.id))
    expect(ids.size).toBe(1)
    expect(await orderCount()).toBe(before + 1)
    // Afterwards every retry gets that order.
    const late = await place(body(), { key })
    expect(late.json().order.id).toBe([...ids][0])
  }, 120_000)

  it('needs an Idempotency-Key', async () => {
    const response = await place(body(), { key: null })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('IDEMPOTENCY_KEY_REQUIRED')
  })

  it('refuses an unknown article (422) and a sold-out one (409), naming it, storing nothing, giving the key back', async () => {
    const before = await orderCount()
    const key = randomUUID()
    const unknown = await place(
      body({ items: [{ articleId: 2_146_000_009, articleNumber: 'NO-SUCH-PART-9', quantity: 1 }] }),
      { key },
    )
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().error).toMatchObject({
      code: 'UNKNOWN_ARTICLE',
      message: expect.stringContaining('NO-SUCH-PART-9'),
      params: { articleNumber: 'NO-SUCH-PART-9' },
    })
    const empty = await place(body({ items: [{ articleId: soldOut.articleId, quantity: 1 }] }))
    expect(empty.statusCode).toBe(409)
    expect(empty.json().error).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: expect.stringContaining(soldOut.articleNumber),
      params: { articleNumber: soldOut.articleNumber },
    })
    expect(await orderCount()).toBe(before)
    // The failed request's key is free again: the corrected order goes through with it.
    expect((await place(body(), { key })).statusCode).toBe(201)
  })

  it.each([
    ['no lines', { items: [] }],
    ['a line without an article id', { items: [{ articleNumber: 'X', quantity: 1 }] }],
    ['a zero quantity', { items: [{ articleId: 1, quantity: 0 }] }],
    ['a negative quantity', { items: [{ articleId: 1, quantity: -1 }] }],
    ['a fractional quantity', { items: [{ articleId: 1, quantity: 1.5 }] }],
    ['a huge quantity', { items: [{ articleId: 1, quantity: 1_000_000 }] }],
    ['a quantity that is text', { items: [{ articleId: 1, quantity: 'two' }] }],
    ['a five-digit postcode', { shippingAddress: { ...address, postcode: '01500' } }],
    ['terms not accepted', { acceptTerms: false }],
    ['the cancellation right not acknowledged', { acceptCancellationRight: undefined }],
    ['an unknown delivery method', { deliveryMethod: 'drone' }],
    ['a bad e-mail', { contact: { email: 'kari' } }],
    ['a status of its own', { status: 'PAID' }],
  ])('refuses %s with a 400 in the error shape, storing nothing', async (_name, overrides) => {
    const before = await orderCount()
    const response = await place(body(overrides))
    expect(response.statusCode).toBe(400)
    expect(isApiError(response.json())).toBe(true)
    expect(response.body).not.toMatch(/at .*\.ts:\d+/)
    expect(await orderCount()).toBe(before)
  })

  it('refuses a 10 MB body with 413', async () => {
    const huge = body({ comment: 'x'.repeat(10 * 1024 * 1024) })
    const response = await place(huge)
    expect(response.statusCode).toBe(413)
    expect(isApiError(response.json())).toBe(true)
  })

  it("shows an order to its owner and an ADMIN only; anyone else's call is 'Unauthorized'", async () => {
    const owner = await signUp(t.app)
    const other = await signUp(t.app)
    const adminEmail = uniqueEmail('admin')
    await createOrPromoteAdmin(db(), adminEmail, GOOD_PASSWORD)
    const admin = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: adminEmail, password: GOOD_PASSWORD },
      })
    ).json<{ token: string }>().token
    const { order } = (await place(body(), { token: owner.token })).json<{ order: Order }>()
    expect(order.userId).toBe(owner.user.id)

    expect((await get(`/api/order/${order.id}`, owner.token)).json().order.id).toBe(order.id)
    expect((await get(`/api/order/${order.id}`, admin)).statusCode).toBe(200)
    const stranger = await get(`/api/order/${order.id}`, other.token)
    expect(stranger.statusCode).toBe(401)
    expect(stranger.json().error.message).toBe('Unauthorized')
    expect(stranger.body).not.toContain(order.token)
    expect((await get(`/api/order/${order.id}`)).statusCode).toBe(401)

    const mine = (await get('/api/order/me', owner.token)).json<{ order: Order[] }>().order
    expect(mine.map((o) => o.id)).toEqual([order.id])
    expect((await get('/api/order/me', other.token)).json().order).toEqual([])
    const anonymous = await get('/api/order/me')
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json().error.message).toBe('Authorization token is missing.')
  })

  it('finds a guest order by its token only', async () => {
    const { order } = (await place(body())).json<{ order: Order }>()
    expect(order.userId).toBeUndefined()
    const byToken = await get(`/api/order/token/${order.token}`)
    expect(byToken.json().order.id).toBe(order.id)
    expect((await get(`/api/order/token/${'A'.repeat(24)}`)).statusCode).toBe(404)
    expect((await get('/api/order/token/short')).statusCode).toBe(400)
  })

  it('tracks an order by number and e-mail, with one answer for a wrong number and a wrong e-mail', async () => {
    const { order } = (await place(body({ contact: { email: 'Spor@Example.no' } }))).json<{
      order: Order
    }>()
    const track = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/order/track', payload })
    const found = await track({ number: String(order.number), email: 'spor@example.no' })
    expect(found.json().order).toEqual({
      number: order.number,
      status: 'PENDING',
      paymentStatus: 'pending',
      created: order.created,
      quantity: 3,
      total: order.total,
      events: [{ at: expect.any(String), actor: 'customer', from: null, to: 'PENDING' }],
    })
    const wrongEmail = await track({ number: order.number, email: 'annen@example.no' })
    const wrongNumber = await track({ number: order.number + 100_000, email: 'spor@example.no' })
    expect(wrongEmail.statusCode).toBe(404)
    expect(wrongNumber.statusCode).toBe(404)
    expect(wrongEmail.json()).toEqual(wrongNumber.json())
    expect((await track({ number: 'abc', email: 'x@y' })).statusCode).toBe(400)
  })

  it('keeps no in-flight claim behind after any of the above', async () => {
    const rows = await db()
      .select({ n: count() })
      .from(orderRequests)
      .where(sql`${orderRequests.state} = 'in_flight'`)
    expect(rows[0]?.n).toBe(0)
  })
})
