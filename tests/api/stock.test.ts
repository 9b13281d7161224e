import { randomUUID } from 'node:crypto'
import { and, asc, count, eq, gt, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiError } from '../../src/domain/api-error'
import type { Order } from '../../src/domain/order'
import { expectedDeliveryDate } from '../../src/domain/stock'
import { articles, orders, stockReservations } from '../../src/server/db/schema'
import { releaseExpiredReservations } from '../../src/server/db/repositories/stock-repository'
import { TEST_CARDS } from '../../src/server/providers/payment/test-provider'
import { signInAsAdmin } from '../support/accounts'
import { buildTestApp, type TestApp } from '../support/build-app'
import {
  confirmWithApprovedCard,
  type OrderedArticle,
  orderBody,
  startPayment,
} from '../support/orders'

describe('stock: orders hold what they take, and never more than there is', () => {
  let t: TestApp
  let adminToken: string
  let candidates: OrderedArticle[]
  const db = () => t.app.database.db

  beforeAll(async () => {
    t = await buildTestApp()
    adminToken = (await signInAsAdmin(t.app)).token
    candidates = await db()
      .select({ articleId: articles.articleId, articleNumber: articles.articleNumber })
      .from(articles)
      .where(and(gt(articles.price, 0), sql`${articles.discount} < ${articles.price}`))
      .orderBy(asc(articles.articleId))
      .limit(20)
  })
  afterAll(() => t?.cleanup())

  /** An article no other test uses, with `stock` pieces and the lead time set by an admin. */
  async function articleWith(stock: number, leadTimeDays = 0): Promise<OrderedArticle> {
    const article = candidates.shift()
    if (!article) throw new Error('out of test articles')
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/articles/${article.articleId}`,
      headers: { authorization: adminToken },
      payload: { stock, leadTimeDays },
    })
    expect(changed.statusCode).toBe(200)
    return article
  }

  const order = (lines: { article: OrderedArticle; quantity: number }[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/order/create-order',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        ...orderBody(lines[0]?.article as OrderedArticle),
        items: lines.map(({ article, quantity }) => ({ ...article, quantity })),
      },
    })

  const stockOf = async (article: OrderedArticle) =>
    (
      await db()
        .select({ stock: articles.stock })
        .from(articles)
        .where(eq(articles.articleId, article.articleId))
    )[0]?.stock
  const holds = (orderId: string) =>
    db().select().from(stockReservations).where(eq(stockReservations.orderId, orderId))
  const ordersOf = async (article: OrderedArticle) =>
    (
      await db()
        .select({ n: count() })
        .from(orders)
        .where(sql`${orders.items} @> ${JSON.stringify([{ articleId: article.articleId }])}::jsonb`)
    )[0]?.n

  it('lets exactly 5 of 50 parallel orders take an article with 5 in stock; the rest get a 409 naming what is left', async () => {
    const article = await articleWith(5)
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => order([{ article, quantity: 1 }])),
    )
    const placed = answers.filter((answer) => answer.statusCode === 201)
    const refused = answers.filter((answer) => answer.statusCode === 409)
    expect(placed).toHaveLength(5)
    expect(refused).toHaveLength(45)
    for (const answer of refused) {
      expect(answer.json<ApiError>().error).toMatchObject({
        code: 'OUT_OF_STOCK',
        params: {
          articleNumber: article.articleNumber,
          lines: [{ articleId: article.articleId, requested: 1, available: 0 }],
        },
      })
    }
    expect(await stockOf(article)).toBe(0)
    expect(await ordersOf(article)).toBe(5)
    const held = await db()
      .select({ pieces: sql<number>`sum(${stockReservations.quantity})::int` })
      .from(stockReservations)
      .where(
        and(
          eq(stockReservations.articleId, article.articleId),
          eq(stockReservations.state, 'held'),
        ),
      )
    expect(Number(held[0]?.pieces)).toBe(5)
  })

  it('takes nothing when one line of an order is short, and names each short line', async () => {
    const plenty = await articleWith(10)
    const few = await articleWith(2)
    const none = await articleWith(0)
    const refused = await order([
      { article: plenty, quantity: 3 },
      { article: few, quantity: 3 },
      { article: none, quantity: 1 },
    ])
    expect(refused.statusCode).toBe(409)
    const { error } = refused.json<ApiError>()
    expect(error.params?.lines).toEqual([
      { ...few, requested: 3, available: 2 },
      { ...none, requested: 1, available: 0 },
    ])
    expect(error.message).toContain(`${few.articleNumber}: 3 ordered, 2 left`)
    expect([await stockOf(plenty), await stockOf(few), await stockOf(none)]).toEqual([10, 2, 0])
    expect(await ordersOf(plenty)).toBe(0)
  })

  it('keeps the pieces of a paid order, and gives back those of a declined card until the next try', async () => {
    const article = await articleWith(4)
    const placed = await order([{ article, quantity: 3 }])
    const { order: made } = placed.json<{ order: Order }>()
    expect(await stockOf(article)).toBe(1)

    const declined = await startPayment(t.app, made)
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/test-provider/confirm',
      payload: {
        paymentId: declined,
        cardNumber: TEST_CARDS.declined,
        expMonth: 12,
        expYear: new Date().getFullYear() + 2,
        cvc: '123',
      },
    })
    await t.app.inject({
      method: 'POST',
      url: `/api/order/payment-staus/${made.id}`,
      payload: { status: 'failed', paymentId: declined, token: made.token },
    })
    expect(await stockOf(article)).toBe(4)
    expect((await holds(made.id))[0]?.state).toBe('released')

    // Trying again takes the pieces again; paying keeps them.
    const paymentId = await startPayment(t.app, made)
    expect(await stockOf(article)).toBe(1)
    await confirmWithApprovedCard(t.app, paymentId)
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/order/payment-staus/${made.id}`,
      payload: { status: 'paid', paymentId, token: made.token },
    })
    expect(paid.json<{ order: Order }>().order.status).toBe('PAID')
    expect((await holds(made.id))[0]).toMatchObject({ state: 'converted', quantity: 3 })
    expect(await stockOf(article)).toBe(1)
  })

  it('gives back the pieces of an order unpaid past its time to the next order of the article, without any timer', async () => {
    const article = await articleWith(2)
    const first = (await order([{ article, quantity: 2 }])).json<{ order: Order }>().order
    expect((await order([{ article, quantity: 1 }])).statusCode).toBe(409)
    // Thirty minutes pass.
    await db()
      .update(stockReservations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(stockReservations.orderId, first.id))
    expect((await order([{ article, quantity: 2 }])).statusCode).toBe(201)
    expect((await holds(first.id))[0]?.state).toBe('released')
    expect(await stockOf(article)).toBe(0)
    // The late payer finds the pieces gone, and is told so before paying.
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/order/create-payments',
      payload: { id: first.id, token: first.token },
    })
    expect(late.statusCode).toBe(409)
    expect(late.json<ApiError>().error.params?.lines).toEqual([
      { ...article, requested: 2, available: 0 },
    ])
  })

  it('gives back every expired hold with a sweep any instance may run', async () => {
    const article = await articleWith(3)
    const made = (await order([{ article, quantity: 3 }])).json<{ order: Order }>().order
    await db()
      .update(stockReservations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(stockReservations.orderId, made.id))
    const sweeps = await Promise.all([
      releaseExpiredReservations(db()),
      releaseExpiredReservations(db()),
    ])
    expect(Math.max(...sweeps)).toBeGreaterThanOrEqual(1)
    expect(await stockOf(article)).toBe(3)
  })

  it('sells an article with a lead time beyond stock, on backorder with the day it is expected', async () => {
    const article = await articleWith(2, 7)
    const placed = await order([{ article, quantity: 5 }])
    expect(placed.statusCode).toBe(201)
    expect(placed.json<{ order: Order }>().order.items[0]).toMatchObject({
      quantity: 5,
      backordered: 3,
      expectedDelivery: expectedDeliveryDate(7),
    })
    expect(await stockOf(article)).toBe(0)
    const next = await order([{ article, quantity: 1 }])
    expect(next.json<{ order: Order }>().order.items[0]).toMatchObject({ backordered: 1 })
  })

  it('tells the product page how many pieces are left, or that more are on order', async () => {
    const item = async (article: OrderedArticle) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/product/item?id=${article.articleId}&lang=no`,
        })
      ).json().product
    const few = await articleWith(3)
    expect(await item(few)).toMatchObject({ availability: 'in-stock', stock: 3 })
    const onOrder = await articleWith(0, 10)
    const answer = await item(onOrder)
    expect(answer).toMatchObject({ availability: 'on-backorder' })
    expect(JSON.stringify(answer)).not.toContain('"stock"')
  })

  it('says an article with a lead time is on backorder wherever it is listed or looked up', async () => {
    const onOrder = await articleWith(0, 10)
    const urls = [
      `/api/tecdoc/search?search=${encodeURIComponent(onOrder.articleNumber)}&lang=no`,
      `/api/tecdoc/get-product-by-article-number?articleNumber=${encodeURIComponent(onOrder.articleNumber)}&lang=no`,
    ]
    const [searched, byNumber] = await Promise.all(
      urls.map(async (url) => (await t.app.inject({ method: 'GET', url })).json()),
    )
    const found = searched.articles.find(
      (article: { articleId: number }) => article.articleId === onOrder.articleId,
    )
    expect(found).toMatchObject({ availability: 'on-backorder' })
    expect(byNumber.data).toMatchObject({ availability: 'on-backorder' })
  })

  it('never sells an article without a lead time beyond stock', async () => {
    const article = await articleWith(1, 0)
    const refused = await order([{ article, quantity: 2 }])
    expect(refused.statusCode).toBe(409)
    expect(await stockOf(article)).toBe(1)
  })
})
