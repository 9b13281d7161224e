import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminArticle } from '../../src/domain/admin-article'
import { MAX_ARTICLE_PRICE_ORE } from '../../src/domain/admin-article'
import { articleChanges, articles } from '../../src/server/db/schema'
import { signInAsAdmin, signUp } from '../support/accounts'
import { buildTestApp, type TestApp } from '../support/build-app'
import { orderBody } from '../support/orders'

describe('admin: PATCH /api/admin/articles/{articleId}', () => {
  let t: TestApp
  let admin: { token: string; email: string }
  let customerToken: string
  let article: typeof articles.$inferSelect
  const db = () => t.app.database.db

  beforeAll(async () => {
    t = await buildTestApp()
    admin = await signInAsAdmin(t.app)
    customerToken = (await signUp(t.app)).token
    const [row] = await db()
      .select()
      .from(articles)
      .where(and(gt(articles.price, 0), eq(articles.discount, 0), eq(articles.featured, false)))
      .orderBy(asc(articles.articleId))
      .limit(1)
    if (!row) throw new Error('no article to change')
    article = row
  })
  afterAll(() => t?.cleanup())

  const patch = (payload: unknown, token = admin.token, id: unknown = article.articleId) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/articles/${id}`,
      headers: token ? { authorization: token } : {},
      payload: payload as object,
    })
  const stored = async () =>
    (await db().select().from(articles).where(eq(articles.articleId, article.articleId)))[0]
  const log = () =>
    db()
      .select()
      .from(articleChanges)
      .where(eq(articleChanges.articleId, article.articleId))
      .orderBy(desc(articleChanges.changedAt))

  it('sets stock, price, lead time and the featured flag, and logs who changed what and when', async () => {
    const response = await patch({ stock: 12, price: 45_900, leadTimeDays: 5, featured: true })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.json<{ article: AdminArticle }>().article).toMatchObject({
      articleId: article.articleId,
      stock: 12,
      reserved: 0,
      available: 12,
      price: 45_900,
      leadTimeDays: 5,
      featured: true,
    })
    expect(await stored()).toMatchObject({ stock: 12, price: 45_900, leadTimeDays: 5 })
    const [entry] = await log()
    expect(entry).toMatchObject({
      before: { stock: article.stock, price: article.price, leadTimeDays: 0, featured: false },
      after: { stock: 12, price: 45_900, leadTimeDays: 5, featured: true },
    })
    const [adminRow] = await db()
      .execute(sql`select id from users where email = ${admin.email}`)
      .then((result) => (result as unknown as { rows: { id: string }[] }).rows)
    expect(entry?.changedBy).toBe(adminRow?.id)
    expect(Date.now() - (entry?.changedAt.getTime() ?? 0)).toBeLessThan(60_000)
  })

  it('counts stock as pieces on the shelf: what unpaid orders hold stays reserved', async () => {
    await patch({ stock: 4, leadTimeDays: 0 })
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/create-order',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        ...orderBody(article),
        items: [{ articleId: article.articleId, quantity: 3 }],
      },
    })
    expect(placed.statusCode).toBe(201)
    const raised = await patch({ stock: 10 })
    expect(raised.json<{ article: AdminArticle }>().article).toMatchObject({
      stock: 10,
      reserved: 3,
      available: 7,
    })
    expect((await stored())?.stock).toBe(7)
    const below = await patch({ stock: 2 })
    expect(below.statusCode).toBe(409)
    expect(below.json().error.code).toBe('STOCK_BELOW_RESERVED')
    expect((await stored())?.stock).toBe(7)
  })

  it.each([
    ['a negative stock', { stock: -1 }],
    ['a fractional stock', { stock: 2.5 }],
    ['a stock that is text', { stock: '5' }],
    ['a price of 0', { price: 0 }],
    ['a negative price', { price: -100 }],
    ['a price above the ceiling', { price: MAX_ARTICLE_PRICE_ORE + 1 }],
    ['a fractional price', { price: 100.5 }],
    ['a negative lead time', { leadTimeDays: -1 }],
    ['a lead time over a year', { leadTimeDays: 366 }],
    ['nothing to change', {}],
    ['a field it does not know', { stock: 3, discount: 100 }],
  ])('refuses %s with a 400 and changes nothing', async (_name, payload) => {
    const before = { row: await stored(), log: (await log()).length }
    const response = await patch(payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('VALIDATION_ERROR')
    expect({ row: await stored(), log: (await log()).length }).toEqual(before)
  })

  it('refuses a price at or below the discount, an unknown article, a customer and a stranger, changing nothing', async () => {
    await db()
      .update(articles)
      .set({ discount: 500 })
      .where(eq(articles.articleId, article.articleId))
    const before = { row: await stored(), log: (await log()).length }
    expect((await patch({ price: 500 })).statusCode).toBe(400)
    const unknown = await patch({ stock: 1 }, admin.token, 2_146_000_001)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.code).toBe('NOT_FOUND')
    expect((await patch({ stock: 1 }, admin.token, 'abc')).statusCode).toBe(400)
    expect((await patch({ stock: 1 }, customerToken)).statusCode).toBe(403)
    expect((await patch({ stock: 1 }, '')).statusCode).toBe(401)
    expect({ row: await stored(), log: (await log()).length }).toEqual(before)
  })
})
