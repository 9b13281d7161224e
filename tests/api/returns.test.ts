import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '../../src/domain/order'
import type { ReturnRequest } from '../../src/domain/order-lifecycle-schema'
import { orderEvents, returnRequests, testProviderPayments } from '../../src/server/db/schema'
import { type SignedUp, signInAsAdmin, signUp } from '../support/accounts'
import { buildTestApp, type TestApp } from '../support/build-app'
import { historyOf, paidOrderOf, walkOrder } from '../support/order-lifecycle'
import { articlesInStock, type OrderedArticle } from '../support/orders'

describe('returns (/api/order/{id}/returns, /api/admin/returns)', () => {
  let t: TestApp
  let adminToken: string
  let customer: SignedUp
  let parts: [OrderedArticle, OrderedArticle]
  const db = () => t.app.database.db

  beforeAll(async () => {
    t = await buildTestApp()
    adminToken = (await signInAsAdmin(t.app)).token
    customer = await signUp(t.app)
    parts = (await articlesInStock(t.app, 2)) as [OrderedArticle, OrderedArticle]
  })
  afterAll(() => t?.cleanup())

  /** A two-line order of the customer's (2 + 1 pieces), walked to `statuses`' last. */
  async function orderAt(statuses: Parameters<typeof walkOrder>[3]): Promise<Order> {
    const order = await paidOrderOf(t.app, parts, { quantities: [2, 1], token: customer.token })
    await walkOrder(t.app, adminToken, order, statuses)
    return order
  }
  const delivered = () => orderAt(['PACKED', 'SHIPPED', 'DELIVERED'])

  const requestReturn = (order: Pick<Order, 'id'>, body: object, token = customer.token) =>
    t.app.inject({
      method: 'POST',
      url: `/api/order/${order.id}/returns`,
      headers: { authorization: token },
      payload: { reason: 'changed-mind', ...body },
    })
  const moveReturn = (id: string, status: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/returns/${id}/status`,
      headers: { authorization: adminToken },
      payload: { status },
    })
  const returnsOf = async (order: Pick<Order, 'id'>) =>
    db().select().from(returnRequests).where(eq(returnRequests.orderId, order.id))
  const refundedAtProvider = async (order: Pick<Order, 'id'>) =>
    (
      await db()
        .select()
        .from(testProviderPayments)
        .where(eq(testProviderPayments.reference, order.id))
    ).reduce((sum, row) => sum + row.refunded, 0)

  it('takes a return of one line within 14 days; the admin receives and refunds it; both see it', async () => {
    const order = await delivered()
    const line = { articleId: parts[0].articleId, quantity: 1 }
    const asked = await requestReturn(order, { lines: [line], comment: 'Feil størrelse' })
    expect(asked.statusCode, asked.body).toBe(201)
    const request = asked.json<{ return: ReturnRequest }>().return
    expect(request).toMatchObject({
      status: 'REQUESTED',
      reason: 'changed-mind',
      comment: 'Feil størrelse',
      orderNumber: order.number,
      lines: [{ ...line, articleNumber: parts[0].articleNumber }],
    })

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/returns?status=REQUESTED&perPage=100',
      headers: { authorization: adminToken },
    })
    expect(listed.statusCode).toBe(200)
    const rows = listed.json<{ data: { array: (ReturnRequest & { email: string })[] } }>().data
    expect(rows.array.find((row) => row.id === request.id)?.email).toBe(order.email)

    expect((await moveReturn(request.id, 'RECEIVED')).json().return.status).toBe('RECEIVED')
    const refunded = await moveReturn(request.id, 'REFUNDED')
    expect(refunded.statusCode, refunded.body).toBe(200)
    expect(refunded.json().return.status).toBe('REFUNDED')
    const price = order.items[0]?.price ?? 0
    expect(await refundedAtProvider(order)).toBe(price)
    // Sent again, the refund is refused and nothing more is paid back.
    expect((await moveReturn(request.id, 'REFUNDED')).statusCode).toBe(409)
    expect(await refundedAtProvider(order)).toBe(price)

    const history = await historyOf(t.app, order, customer.token)
    expect(history.returns.map((r) => r.status)).toEqual(['REFUNDED'])
    expect(history.refunded).toBe(price)
    expect(history.events.at(-1)).toMatchObject({
      from: 'DELIVERED',
      to: 'DELIVERED',
      refunded: price,
    })
    expect(history.returnUntil).toBeDefined()
  })

  it('makes the order REFUNDED once every piece is returned and paid back', async () => {
    const order = await delivered()
    const asked = await requestReturn(order, {
      lines: [
        { articleId: parts[0].articleId, quantity: 2 },
        { articleId: parts[1].articleId, quantity: 1 },
      ],
      reason: 'wrong-part',
    })
    expect(asked.statusCode).toBe(201)
    const refunded = await moveReturn(asked.json().return.id, 'REFUNDED')
    expect(refunded.statusCode).toBe(200)
    expect(await refundedAtProvider(order)).toBe(order.total)
    const history = await historyOf(t.app, order, customer.token)
    expect(history.events.at(-1)).toMatchObject({ from: 'DELIVERED', to: 'REFUNDED' })
  })

  it('refuses a return more than 14 days after delivery, storing nothing', async () => {
    const order = await delivered()
    await db()
      .update(orderEvents)
      .set({ createdAt: sql`now() - interval '15 days'` })
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toStatus, 'DELIVERED')))
    const late = await requestReturn(order, {
      lines: [{ articleId: parts[0].articleId, quantity: 1 }],
    })
    expect(late.statusCode).toBe(409)
    expect(late.json().error.code).toBe('RETURN_WINDOW_CLOSED')
    expect(await returnsOf(order)).toEqual([])
    expect((await historyOf(t.app, order, customer.token)).returnUntil).toBeUndefined()
  })

  it('refuses a return of an order not yet delivered', async () => {
    const order = await orderAt(['PACKED', 'SHIPPED'])
    const early = await requestReturn(order, {
      lines: [{ articleId: parts[0].articleId, quantity: 1 }],
    })
    expect(early.statusCode).toBe(409)
    expect(early.json().error.code).toBe('RETURN_WINDOW_CLOSED')
    expect(await returnsOf(order)).toEqual([])
  })

  it('refuses a return of another customer’s order, storing nothing', async () => {
    const order = await delivered()
    const stranger = await signUp(t.app)
    const refused = await requestReturn(
      order,
      { lines: [{ articleId: parts[0].articleId, quantity: 1 }] },
      stranger.token,
    )
    expect(refused.statusCode).toBe(401)
    expect(await returnsOf(order)).toEqual([])
  })

  it('refuses more pieces than were bought, a line not on the order and a line returned already', async () => {
    const order = await delivered()
    const [first, second] = parts
    for (const lines of [
      [{ articleId: first.articleId, quantity: 3 }],
      [{ articleId: second.articleId, quantity: 2 }],
      [{ articleId: 999_999_999, quantity: 1 }],
    ]) {
      const refused = await requestReturn(order, { lines })
      expect(refused.statusCode).toBe(422)
      expect(refused.json().error.code).toBe('RETURN_EXCEEDS_ORDER')
    }
    expect(await returnsOf(order)).toEqual([])
    const firstReturn = await requestReturn(order, {
      lines: [{ articleId: second.articleId, quantity: 1 }],
    })
    expect(firstReturn.statusCode).toBe(201)
    const again = await requestReturn(order, {
      lines: [{ articleId: second.articleId, quantity: 1 }],
    })
    expect(again.statusCode).toBe(422)
    expect(await returnsOf(order)).toHaveLength(1)
    // A rejected return frees its pieces to be returned again.
    expect((await moveReturn(firstReturn.json().return.id, 'REJECTED')).statusCode).toBe(200)
    expect(
      (await requestReturn(order, { lines: [{ articleId: second.articleId, quantity: 1 }] }))
        .statusCode,
    ).toBe(201)
  })

  it('refuses a return status the rules do not allow, and an unknown return', async () => {
    const order = await delivered()
    const asked = await requestReturn(order, {
      lines: [{ articleId: parts[0].articleId, quantity: 1 }],
    })
    const id = asked.json().return.id
    expect((await moveReturn(id, 'REJECTED')).statusCode).toBe(200)
    const after = await moveReturn(id, 'REFUNDED')
    expect(after.statusCode).toBe(409)
    expect(after.json().error.code).toBe('INVALID_RETURN_TRANSITION')
    expect(await refundedAtProvider(order)).toBe(0)
    const unknown = await moveReturn('00000000-0000-4000-8000-000000000000', 'RECEIVED')
    expect(unknown.statusCode).toBe(404)
  })
})
