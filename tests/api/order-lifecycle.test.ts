import { readFile } from 'node:fs/promises'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isApiError } from '../../src/domain/api-error'
import type { Order } from '../../src/domain/order'
import type { OrderHistory } from '../../src/domain/order-lifecycle-schema'
import {
  articles,
  orderEvents,
  orders,
  refunds,
  testProviderPayments,
} from '../../src/server/db/schema'
import { signInAsAdmin, signUp } from '../support/accounts'
import { buildTestApp, type TestApp } from '../support/build-app'
import {
  historyOf,
  moveOrder,
  paidOrderOf,
  refund,
  SHIPPING,
  walkOrder,
} from '../support/order-lifecycle'
import { TEST_CARDS } from '../../src/server/providers/payment/test-provider'
import {
  confirmWithApprovedCard,
  confirmWithCard,
  type OrderedArticle,
  placeOrder,
  articlesInStock,
  startPayment,
} from '../support/orders'

/** The migration that cancelled the payments of orders cancelled unpaid before it. */
const CANCELLED_PAYMENTS_MIGRATION = new URL(
  '../../src/server/db/migrations/0026_cancelled_unpaid_orders_payment_cancelled.sql',
  import.meta.url,
)

describe('order lifecycle (/api/admin/orders/{id}/status, refunds, events)', () => {
  let t: TestApp
  let adminToken: string
  let parts: [OrderedArticle, OrderedArticle]
  const db = () => t.app.database.db

  beforeAll(async () => {
    t = await buildTestApp()
    adminToken = (await signInAsAdmin(t.app)).token
    parts = (await articlesInStock(t.app, 2)) as [OrderedArticle, OrderedArticle]
  })
  afterAll(() => t?.cleanup())

  const statusOf = async (order: Pick<Order, 'id'>) =>
    (await db().select().from(orders).where(eq(orders.id, order.id)))[0]?.status
  const paymentStatusOf = async (order: Pick<Order, 'id'>) =>
    (await db().select().from(orders).where(eq(orders.id, order.id)))[0]?.paymentStatus
  const eventCount = async (order: Pick<Order, 'id'>) =>
    (await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).length
  const stockOf = async (article: OrderedArticle) =>
    (await db().select().from(articles).where(eq(articles.articleId, article.articleId)))[0]?.stock
  const refundedAtProvider = async (order: Pick<Order, 'id'>) =>
    (
      await db()
        .select()
        .from(testProviderPayments)
        .where(eq(testProviderPayments.reference, order.id))
    ).reduce((sum, row) => sum + row.refunded, 0)

  it('walks a paid order to packed, shipped, delivered and completed, each change an event', async () => {
    const customer = await signUp(t.app)
    const order = await paidOrderOf(t.app, [parts[0]], { token: customer.token })
    for (const status of ['PACKED', 'SHIPPED', 'DELIVERED', 'COMPLETED'] as const) {
      const moved = await moveOrder(t.app, adminToken, order, status)
      expect(moved.statusCode, moved.body).toBe(200)
      const answer = moved.json<{ order: Order; event: { to: string; actor: string } }>()
      expect(answer.order.status).toBe(status)
      expect(answer.event).toMatchObject({ to: status, actor: 'shop' })
    }
    const history = await historyOf(t.app, order, customer.token)
    expect(history.events.map((event) => [event.from, event.to, event.actor])).toEqual([
      [null, 'PENDING', 'customer'],
      ['PENDING', 'PAID', 'payment'],
      ['PAID', 'PACKED', 'shop'],
      ['PACKED', 'SHIPPED', 'shop'],
      ['SHIPPED', 'DELIVERED', 'shop'],
      ['DELIVERED', 'COMPLETED', 'shop'],
    ])
    const shipped = history.events[3]
    expect(shipped).toMatchObject({
      carrier: 'posten',
      trackingNumber: SHIPPING.trackingNumber,
      trackingUrl: `https://sporing.posten.no/sporing/${SHIPPING.trackingNumber}`,
    })
    for (const event of history.events) expect(Date.parse(event.at)).not.toBeNaN()
    // The events never name the admin who made the change.
    const stored = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id))
    expect(
      stored.filter((e) => e.actor !== customer.user.id && e.actor !== 'payment'),
    ).toHaveLength(4)
  })

  it.each([
    ['PENDING', 'DELIVERED', []],
    ['PENDING', 'PAID', []],
    ['PENDING', 'SHIPPED', []],
    ['PAID', 'SHIPPED', []],
    ['PAID', 'REFUNDED', []],
    ['SHIPPED', 'PACKED', ['PACKED', 'SHIPPED']],
    ['SHIPPED', 'CANCELLED', ['PACKED', 'SHIPPED']],
    ['DELIVERED', 'SHIPPED', ['PACKED', 'SHIPPED', 'DELIVERED']],
  ] as const)(
    'refuses the jump from %s to %s with a 409, changing nothing',
    async (from, to, path) => {
      const order =
        from === 'PENDING'
          ? await placeOrder(t.app, parts[0])
          : await paidOrderOf(t.app, [parts[0]])
      await walkOrder(t.app, adminToken, order, [...path])
      expect(await statusOf(order)).toBe(from)
      const events = await eventCount(order)
      const refused = await moveOrder(t.app, adminToken, order, to)
      expect(refused.statusCode).toBe(409)
      const body = refused.json()
      expect(isApiError(body)).toBe(true)
      expect(body.error.code).toBe('INVALID_ORDER_TRANSITION')
      expect(await statusOf(order)).toBe(from)
      expect(await eventCount(order)).toBe(events)
    },
  )

  it('refuses shipping without a carrier and tracking number, changing nothing', async () => {
    const order = await paidOrderOf(t.app, [parts[0]])
    await walkOrder(t.app, adminToken, order, ['PACKED'])
    for (const extra of [{}, { carrier: 'posten' }, { trackingNumber: 'CP1234NO' }]) {
      const refused = await moveOrder(t.app, adminToken, order, 'SHIPPED', extra)
      expect(refused.statusCode).toBe(400)
    }
    const badNumber = await moveOrder(t.app, adminToken, order, 'SHIPPED', {
      carrier: 'posten',
      trackingNumber: '<script>',
    })
    expect(badNumber.statusCode).toBe(400)
    expect(await statusOf(order)).toBe('PACKED')
  })

  it('gives a cancelled unpaid order’s held pieces back and cancels its payment', async () => {
    const before = await stockOf(parts[1])
    const order = await placeOrder(t.app, parts[1])
    expect(await stockOf(parts[1])).toBe((before ?? 0) - 1)
    const cancelled = await moveOrder(t.app, adminToken, order, 'CANCELLED')
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json().order).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'cancelled',
    })
    expect(await paymentStatusOf(order)).toBe('cancelled')
    expect(await stockOf(parts[1])).toBe(before)
    expect(await refundedAtProvider(order)).toBe(0)
  })

  it('cancels the payment of an order whose card was declined when the order is cancelled', async () => {
    const order = await placeOrder(t.app, parts[0])
    const paymentId = await startPayment(t.app, order)
    const declined = await confirmWithCard(t.app, paymentId, TEST_CARDS.declined)
    expect(declined.json().status).toBe('failed')
    expect(await paymentStatusOf(order)).toBe('failed')
    expect((await moveOrder(t.app, adminToken, order, 'CANCELLED')).statusCode).toBe(200)
    const seen = await t.app.inject({ method: 'GET', url: `/api/order/token/${order.token}` })
    expect(seen.json().order).toMatchObject({ status: 'CANCELLED', paymentStatus: 'cancelled' })
  })

  it('keeps a paid order’s payment paid when it is cancelled and paid back', async () => {
    const order = await paidOrderOf(t.app, [parts[0]])
    expect((await moveOrder(t.app, adminToken, order, 'CANCELLED')).statusCode).toBe(200)
    expect(await paymentStatusOf(order)).toBe('paid')
  })

  it('migrates orders cancelled unpaid before, and only those, to a cancelled payment', async () => {
    const unpaid = await placeOrder(t.app, parts[0])
    const failed = await placeOrder(t.app, parts[0])
    const open = await placeOrder(t.app, parts[0])
    const paid = await paidOrderOf(t.app, [parts[0]])
    const set = (order: Order, status: Order['status'], paymentStatus: Order['paymentStatus']) =>
      db().update(orders).set({ status, paymentStatus }).where(eq(orders.id, order.id))
    await set(unpaid, 'CANCELLED', 'pending')
    await set(failed, 'CANCELLED', 'failed')
    await set(paid, 'CANCELLED', 'paid')
    await db().execute(sql.raw(await readFile(CANCELLED_PAYMENTS_MIGRATION, 'utf8')))
    expect(await paymentStatusOf(unpaid)).toBe('cancelled')
    expect(await paymentStatusOf(failed)).toBe('cancelled')
    expect(await paymentStatusOf(open)).toBe('pending')
    expect(await paymentStatusOf(paid)).toBe('paid')
  })

  it('pays a cancelled paid order back through the provider and puts its pieces back', async () => {
    const before = await stockOf(parts[1])
    const order = await paidOrderOf(t.app, [parts[1]], { quantities: [2] })
    await walkOrder(t.app, adminToken, order, ['PACKED'])
    expect(await stockOf(parts[1])).toBe((before ?? 0) - 2)
    const cancelled = await moveOrder(t.app, adminToken, order, 'CANCELLED')
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json().event).toMatchObject({ to: 'CANCELLED', refunded: order.total })
    expect(await refundedAtProvider(order)).toBe(order.total)
    expect(await stockOf(parts[1])).toBe(before)
    const again = await moveOrder(t.app, adminToken, order, 'CANCELLED')
    expect(again.statusCode).toBe(409)
    expect(await refundedAtProvider(order)).toBe(order.total)
  })

  it('pays back, once, a payment completed after its order was cancelled', async () => {
    const order = await placeOrder(t.app, parts[0])
    const paymentId = await startPayment(t.app, order)
    expect((await moveOrder(t.app, adminToken, order, 'CANCELLED')).statusCode).toBe(200)
    const confirmed = await confirmWithApprovedCard(t.app, paymentId)
    expect(confirmed.json().status).toBe('succeeded')
    expect(await statusOf(order)).toBe('CANCELLED')
    expect(await refundedAtProvider(order)).toBe(order.total)
    // The order took no money: its payment stays cancelled, the late one is paid back.
    expect(await paymentStatusOf(order)).toBe('cancelled')
    // The same callback again pays back nothing more.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/order/payment-staus/${order.id}`,
      payload: { status: 'paid', paymentId, token: order.token },
    })
    expect(again.statusCode).toBe(200)
    expect(await refundedAtProvider(order)).toBe(order.total)
    const history = await historyOf(t.app, order, adminToken)
    expect(history.events.at(-1)).toMatchObject({
      from: 'CANCELLED',
      to: 'CANCELLED',
      actor: 'system',
      refunded: order.total,
    })
  })

  it('refunds a shipped order line by line, the last refund with the delivery, then REFUNDED', async () => {
    const customer = await signUp(t.app)
    const order = await paidOrderOf(t.app, parts, { quantities: [2, 1], token: customer.token })
    await walkOrder(t.app, adminToken, order, ['PACKED', 'SHIPPED'])
    const [first, second] = order.items as [Order['items'][0], Order['items'][0]]

    const one = await refund(t.app, adminToken, order, [
      { articleId: first.articleId, quantity: 1 },
    ])
    expect(one.statusCode, one.body).toBe(201)
    expect(one.json()).toMatchObject({ refund: { amount: first.price }, status: 'SHIPPED' })
    expect(await refundedAtProvider(order)).toBe(first.price)

    const rest = await refund(t.app, adminToken, order)
    expect(rest.statusCode).toBe(201)
    expect(rest.json()).toMatchObject({
      refund: {
        amount: first.price + second.total + order.shippingCharges,
        lines: [
          { articleId: first.articleId, quantity: 1 },
          { articleId: second.articleId, quantity: 1 },
        ],
      },
      status: 'REFUNDED',
    })
    expect(await refundedAtProvider(order)).toBe(order.total)
    expect(await statusOf(order)).toBe('REFUNDED')
    const history = await historyOf(t.app, order, customer.token)
    expect(history.refunded).toBe(order.total)
    expect(history.events.at(-1)).toMatchObject({ from: 'SHIPPED', to: 'REFUNDED' })
  })

  it('pays back once when a refund is sent again with the same key', async () => {
    const order = await paidOrderOf(t.app, [parts[0]], { quantities: [3] })
    await walkOrder(t.app, adminToken, order, ['PACKED', 'SHIPPED'])
    const lines = [{ articleId: parts[0].articleId, quantity: 1 }]
    const first = await refund(t.app, adminToken, order, lines, 'refund-once-1')
    const second = await refund(t.app, adminToken, order, lines, 'refund-once-1')
    expect(first.statusCode).toBe(201)
    expect(second.statusCode).toBe(200)
    expect(second.headers['idempotent-replayed']).toBe('true')
    expect(second.json().refund.id).toBe(first.json().refund.id)
    expect(await refundedAtProvider(order)).toBe(order.items[0]?.price)
    const other = await refund(
      t.app,
      adminToken,
      order,
      [{ ...lines[0], quantity: 2 }] as never,
      'refund-once-1',
    )
    expect(other.statusCode).toBe(422)
  })

  it('refuses refunds above what was paid or of an order not yet shipped, changing nothing', async () => {
    const order = await paidOrderOf(t.app, [parts[0]], { quantities: [2] })
    const early = await refund(t.app, adminToken, order)
    expect(early.statusCode).toBe(409)
    expect(early.json().error.code).toBe('NOT_REFUNDABLE')
    await walkOrder(t.app, adminToken, order, ['PACKED', 'SHIPPED'])
    const events = await eventCount(order)
    for (const lines of [
      [{ articleId: parts[0].articleId, quantity: 3 }],
      [{ articleId: parts[1].articleId, quantity: 1 }],
      [
        { articleId: parts[0].articleId, quantity: 1 },
        { articleId: parts[0].articleId, quantity: 2 },
      ],
    ]) {
      const refused = await refund(t.app, adminToken, order, lines)
      expect(refused.statusCode).toBe(422)
      expect(refused.json().error.code).toBe('REFUND_EXCEEDS_ORDER')
    }
    expect(await refundedAtProvider(order)).toBe(0)
    expect(await db().select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([])
    expect(await eventCount(order)).toBe(events)
    expect((await refund(t.app, adminToken, order)).statusCode).toBe(201)
    // Everything is paid back: the order is REFUNDED and takes no more refunds.
    const beyond = await refund(t.app, adminToken, order)
    expect(beyond.statusCode).toBe(409)
    expect(beyond.json().error.code).toBe('NOT_REFUNDABLE')
    expect(await refundedAtProvider(order)).toBe(order.total)
  })

  it('lets only one of two admins acting at once make a change', async () => {
    const order = await paidOrderOf(t.app, [parts[0]])
    const packs = await Promise.all([1, 2].map(() => moveOrder(t.app, adminToken, order, 'PACKED')))
    expect(packs.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const ships = await Promise.all(
      [1, 2].map(() => moveOrder(t.app, adminToken, order, 'SHIPPED')),
    )
    expect(ships.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const history = await historyOf(t.app, order, adminToken)
    expect(history.events.map((e) => e.to)).toEqual(['PENDING', 'PAID', 'PACKED', 'SHIPPED'])
    const refunds = await Promise.all([1, 2].map(() => refund(t.app, adminToken, order)))
    const [won, lost] = refunds.map((r) => r.statusCode).sort()
    expect(won).toBe(201)
    // Refused as more than is left, or as an order already REFUNDED: which depends on timing.
    expect([409, 422]).toContain(lost)
    expect(await refundedAtProvider(order)).toBe(order.total)
  })

  it('shows a guest’s order events to whoever holds its token, and nobody else', async () => {
    const order = await placeOrder(t.app, parts[0])
    const withToken = await t.app.inject({
      method: 'GET',
      url: `/api/order/${order.id}/events?token=${order.token}`,
    })
    expect(withToken.statusCode).toBe(200)
    expect(withToken.json<OrderHistory>().events).toHaveLength(1)
    const stranger = await signUp(t.app)
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/order/${order.id}/events`,
      headers: { authorization: stranger.token },
    })
    expect(refused.statusCode).toBe(401)
  })

  it('filters the admin’s orders by status', async () => {
    const order = await paidOrderOf(t.app, [parts[0]])
    await walkOrder(t.app, adminToken, order, ['PACKED'])
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders?status=PACKED&perPage=100',
      headers: { authorization: adminToken },
    })
    expect(listed.statusCode).toBe(200)
    const rows = listed.json<{ data: { array: { id: string; status: string }[] } }>().data.array
    expect(rows.map((row) => row.id)).toContain(order.id)
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['PACKED']))
  })
})
