import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminDashboard, AdminOrdersResponse } from '../../src/domain/admin'
import { isApiError } from '../../src/domain/api-error'
import type { ShopSettings } from '../../src/domain/settings'
import { articles } from '../../src/server/db/schema'
import { signInAsAdmin, signUp } from '../support/accounts'
import { buildTestApp, type TestApp } from '../support/build-app'
import { anArticleInStock, type OrderedArticle, payOrder, placeOrder } from '../support/orders'

describe('the admin dashboard, order list and settings', () => {
  let t: TestApp
  let adminToken: string
  let customerToken: string
  let stocked: OrderedArticle

  beforeAll(async () => {
    t = await buildTestApp()
    adminToken = (await signInAsAdmin(t.app)).token
    customerToken = (await signUp(t.app)).token
    stocked = await anArticleInStock(t.app)
  })
  afterAll(() => t?.cleanup())

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} })
  const dashboard = async () =>
    (await get('/api/admin/dashboard?lang=no', adminToken)).json<AdminDashboard>()

  it("counts today's orders and the paid ones' revenue", async () => {
    const before = (await dashboard()).today
    const paid = await placeOrder(t.app, stocked)
    await payOrder(t.app, paid)
    await placeOrder(t.app, stocked)
    const after = (await dashboard()).today
    expect(after.orders).toBe(before.orders + 2)
    expect(after.paidOrders).toBe(before.paidOrders + 1)
    expect(after.revenue).toBe(before.revenue + paid.total)
  })

  it('lists articles at five or fewer in stock, lowest first', async () => {
    await t.app.database.db
      .update(articles)
      .set({ stock: 0 })
      .where(eq(articles.articleId, stocked.articleId))
    const { lowStock } = await dashboard()
    expect(lowStock.count).toBeGreaterThan(0)
    expect(lowStock.articles[0]?.stock).toBe(0)
    expect(lowStock.articles.map((a) => a.articleNumber)).toContain(stocked.articleNumber)
    expect(lowStock.articles.every((a) => a.stock <= 5)).toBe(true)
    await t.app.database.db
      .update(articles)
      .set({ stock: 50 })
      .where(eq(articles.articleId, stocked.articleId))
  })

  it('shows the newest contact message first, the outbox and every provider', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/contact/send/email',
      payload: { payload: { name: 'Siri', email: 'siri@example.no', message: 'Ring meg' } },
    })
    const view = await dashboard()
    expect(view.messages[0]).toMatchObject({
      name: 'Siri',
      email: 'siri@example.no',
      message: 'Ring meg',
    })
    expect(view.outbox).toBeGreaterThan(0)
    expect(view.providers.map((p) => p.name)).toEqual([
      'database',
      'catalogue',
      'registry',
      'payments',
      'mail',
    ])
    expect(view.providers.find((p) => p.name === 'mail')).toEqual({
      name: 'mail',
      kind: 'outbox',
      ok: true,
    })
    expect(view.providers.find((p) => p.name === 'database')?.ok).toBe(true)
  })

  it('lists every customer’s orders newest first with their payment status, filterable', async () => {
    const mine = await placeOrder(t.app, stocked, { token: customerToken })
    await payOrder(t.app, mine)
    const guest = await placeOrder(t.app, stocked, { email: 'gjest@example.no' })
    const all = (await get('/api/admin/orders?perPage=5', adminToken)).json<AdminOrdersResponse>()
    expect(all.data.array[0]).toMatchObject({
      id: guest.id,
      number: guest.number,
      email: 'gjest@example.no',
      paymentStatus: 'pending',
      total: guest.total,
    })
    expect(all.data.array[1]).toMatchObject({ id: mine.id, paymentStatus: 'paid', status: 'PAID' })
    expect(all.data.total).toBeGreaterThanOrEqual(2)
    const pending = (
      await get('/api/admin/orders?paymentStatus=pending&perPage=100', adminToken)
    ).json<AdminOrdersResponse>()
    expect(pending.data.array.every((order) => order.paymentStatus === 'pending')).toBe(true)
    expect(pending.data.array.map((order) => order.id)).not.toContain(mine.id)
  })

  it('refuses a bad order query with 400', async () => {
    for (const query of ['perPage=0', 'perPage=101', 'page=-1', 'paymentStatus=stolen', 'x=1']) {
      const response = await get(`/api/admin/orders?${query}`, adminToken)
      expect(response.statusCode).toBe(400)
      expect(isApiError(response.json())).toBe(true)
    }
  })

  it('saves new settings, which the shop then shows; refuses invalid ones, changing nothing', async () => {
    const current = (await get('/api/setting/settings')).json<ShopSettings>()
    const changed = { ...current, phone: '+47 22 22 22 22', email: 'hjelp@delelager.no' }
    const put = (payload: object, token = adminToken) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        payload,
        headers: { authorization: token },
      })
    const saved = await put(changed)
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toEqual(changed)
    expect((await get('/api/setting/settings')).json()).toEqual(changed)

    for (const bad of [
      { ...changed, orgNr: '123456789' },
      { ...changed, links: [{ title: 'x', url: 'javascript:alert(1)' }] },
      { ...changed, role: 'ADMIN' },
    ]) {
      const refused = await put(bad)
      expect(refused.statusCode).toBe(400)
    }
    expect((await put(current, customerToken)).statusCode).toBe(403)
    expect((await get('/api/setting/settings')).json()).toEqual(changed)
  })

  it('lets no customer and nobody signed out see the figures or the orders', async () => {
    for (const url of ['/api/admin/dashboard', '/api/admin/orders']) {
      expect((await get(url)).statusCode).toBe(401)
      expect((await get(url, customerToken)).statusCode).toBe(403)
    }
  })
})
