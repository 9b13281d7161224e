import type { AddressInfo } from 'node:net'
import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '../../src/domain/order'
import { articles, mailOutbox, payments, stockReservations } from '../../src/server/db/schema'
import { vippsConfigFromEnv } from '../../src/server/providers/payment/vipps/vipps-config'
import { signVippsCallback } from '../../src/server/providers/payment/vipps/vipps-webhook'
import { buildTestApp, type TestApp } from '../support/build-app'
import { anArticleInStock, type OrderedArticle, placeOrder } from '../support/orders'
import {
  FAKE_VIPPS_KEYS,
  fakeVippsEnv,
  startVippsFake,
  type VippsFake,
} from '../support/vipps-fake'

const SHOP = 'https://shop.test'
const WEBHOOK = '/api/payments/vipps/webhook'

describe('Vipps MobilePay payments against the fake Vipps', () => {
  let t: TestApp
  let fake: VippsFake
  let article: OrderedArticle
  const db = () => t.app.database.db

  beforeAll(async () => {
    fake = await startVippsFake()
    t = await buildTestApp({
      config: {
        vipps: vippsConfigFromEnv(fakeVippsEnv(fake.baseUrl)) ?? undefined,
        publicOrigin: SHOP,
      },
    })
    // The fake calls the shop's webhook over HTTP, as Vipps does.
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    fake.webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${WEBHOOK}`
    article = await anArticleInStock(t.app)
  })
  afterAll(async () => {
    await t?.cleanup()
    await fake?.close()
  })

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload })

  async function payWithVipps(order: Order) {
    const response = await post('/api/order/create-payments', {
      id: order.id,
      token: order.token,
      method: 'vipps',
    })
    expect(response.statusCode).toBe(201)
    return response.json<{
      payment: { id: string; status: string; amount: number; redirectUrl: string }
    }>().payment
  }

  const check = async (order: Order) => {
    const response = await post(`/api/order/payment-check/${order.id}`, { token: order.token })
    expect(response.statusCode).toBe(200)
    return response.json<{ order: Order }>().order
  }

  const stockOf = async () =>
    (await db().select().from(articles).where(eq(articles.articleId, article.articleId)))[0]?.stock
  const holdsOf = (order: Order) =>
    db().select().from(stockReservations).where(eq(stockReservations.orderId, order.id))

  it('offers Vipps beside the card when it is configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/order/payment-methods' })
    expect(response.json()).toEqual({ methods: ['card', 'vipps'] })
    expect(response.headers['cache-control']).toContain('no-store')
  })

  it('pays an order: created with the documented request, approved on the landing page, PAID by polling and by callback, captured once', async () => {
    const order = await placeOrder(t.app, article)
    const payment = await payWithVipps(order)
    expect(payment).toMatchObject({ status: 'pending', amount: order.total })
    expect(payment.id).toMatch(new RegExp(`^${order.id}-[0-9a-f]{8}$`))
    expect(payment.redirectUrl).toBe(`${fake.baseUrl}/landing?reference=${payment.id}`)

    const created = fake.requests.find(
      (r) => r.method === 'POST' && r.path === '/epayment/v1/payments',
    )
    expect(created?.headers).toMatchObject({
      'ocp-apim-subscription-key': FAKE_VIPPS_KEYS.subscriptionKey,
      'merchant-serial-number': FAKE_VIPPS_KEYS.merchantSerialNumber,
      authorization: expect.stringMatching(/^Bearer fake\./),
      'idempotency-key': expect.any(String),
    })
    expect(created?.body).toMatchObject({
      amount: { currency: 'NOK', value: order.total },
      paymentMethod: { type: 'WALLET' },
      reference: payment.id,
      returnUrl: `${SHOP}/cart/checkout/${order.token}`,
      userFlow: 'WEB_REDIRECT',
    })
    const [row] = await db()
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, payment.id))
    expect(row).toMatchObject({ provider: 'vipps', status: 'pending', orderId: order.id })

    // Still at Vipps: polling changes nothing; pressing again hands out the same payment.
    expect(await check(order)).toMatchObject({ status: 'PENDING', paymentStatus: 'pending' })
    expect((await payWithVipps(order)).id).toBe(payment.id)

    // The landing page's approve button: a callback to the shop, then back to the order page.
    const landing = await fetch(payment.redirectUrl)
    expect(await landing.text()).toContain('Godkjenn')
    const approved = await fetch(`${fake.baseUrl}/landing/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `reference=${payment.id}`,
      redirect: 'manual',
    })
    expect(approved.status).toBe(303)
    expect(approved.headers.get('location')).toBe(`${SHOP}/cart/checkout/${order.token}`)
    expect(await check(order)).toMatchObject({ status: 'PAID', paymentStatus: 'paid' })
    expect((await holdsOf(order))[0]?.state).toBe('converted')

    // Capture at shipping draws the money once, however often it is asked.
    const vipps = t.app.payments.byName('vipps')
    expect(vipps).toBe(t.app.payments.vipps)
    await vipps?.capture(payment.id, order.total)
    await vipps?.capture(payment.id, order.total)
    expect(fake.payments.get(payment.id)).toMatchObject({ captured: order.total })
    const captures = fake.requests.filter((r) => r.path.endsWith(`${payment.id}/capture`))
    expect(captures).toHaveLength(2)
    expect(captures[0]?.headers['idempotency-key']).toBe(captures[1]?.headers['idempotency-key'])
    expect(captures[0]?.body).toEqual({
      modificationAmount: { currency: 'NOK', value: order.total },
    })
    // One token served every call.
    expect(fake.tokensIssued()).toBe(1)
  })

  it('cancels the order and gives the stock back when the shopper says no in the app', async () => {
    const before = await stockOf()
    const order = await placeOrder(t.app, article)
    expect(await stockOf()).toBe((before ?? 0) - 1)
    const payment = await payWithVipps(order)
    await fake.abort(payment.id)
    expect(await check(order)).toMatchObject({ status: 'CANCELLED', paymentStatus: 'cancelled' })
    expect(await stockOf()).toBe(before)
    expect((await holdsOf(order))[0]?.state).toBe('released')
    const again = await post('/api/order/create-payments', {
      id: order.id,
      token: order.token,
      method: 'vipps',
    })
    expect(again.json().error.code).toBe('ORDER_NOT_PAYABLE')
  })

  it('keeps an order payable after its Vipps payment expired, with the stock given back', async () => {
    const order = await placeOrder(t.app, article)
    const first = await payWithVipps(order)
    await fake.expire(first.id)
    expect(await check(order)).toMatchObject({ status: 'PENDING', paymentStatus: 'failed' })
    expect((await holdsOf(order))[0]?.state).toBe('released')
    const second = await payWithVipps(order)
    expect(second.id).not.toBe(first.id)
    await fake.approve(second.id)
    expect(await check(order)).toMatchObject({ status: 'PAID', paymentStatus: 'paid' })
  })

  it('keeps the order when a Vipps attempt the shopper left for the card is aborted later', async () => {
    const order = await placeOrder(t.app, article)
    const vipps = await payWithVipps(order)
    const card = await post('/api/order/create-payments', { id: order.id, token: order.token })
    expect(card.statusCode).toBe(201)
    await fake.abort(vipps.id)
    expect(await check(order)).toMatchObject({ status: 'PENDING', paymentStatus: 'pending' })
    const cardId = card.json().payment.id as string
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/test-provider/confirm',
      payload: {
        paymentId: cardId,
        cardNumber: '4242424242424242',
        expMonth: 12,
        expYear: 2099,
        cvc: '123',
      },
    })
    expect(await check(order)).toMatchObject({ status: 'PAID', paymentStatus: 'paid' })
    const rows = await db().select().from(payments).where(eq(payments.orderId, order.id))
    expect(Object.fromEntries(rows.map((r) => [r.provider, r.status]))).toEqual({
      vipps: 'cancelled',
      test: 'paid',
    })
  })

  it('applies a callback that arrives twice, or after polling settled it, once', async () => {
    const before = await stockOf()
    const order = await placeOrder(t.app, article)
    const payment = await payWithVipps(order)
    fake.payments.set(payment.id, {
      ...(fake.payments.get(payment.id) as NonNullable<ReturnType<typeof fake.payments.get>>),
      state: 'AUTHORIZED',
      authorized: order.total,
    })
    expect(await fake.notify(payment.id, 2)).toEqual([200, 200])
    // The callback alone settled it: reading the order asks no provider.
    const read = await t.app.inject({ method: 'GET', url: `/api/order/token/${order.token}` })
    expect(read.json().order).toMatchObject({ status: 'PAID', paymentStatus: 'paid' })
    expect(await check(order)).toMatchObject({ status: 'PAID', paymentStatus: 'paid' })
    expect(await fake.notify(payment.id)).toEqual([200])
    const holds = await holdsOf(order)
    expect(holds).toHaveLength(1)
    expect(holds[0]).toMatchObject({ state: 'converted', quantity: 1 })
    expect(await stockOf()).toBe((before ?? 0) - 1)
    const rows = await db().select().from(payments).where(eq(payments.orderId, order.id))
    expect(rows.map((r) => r.status)).toEqual(['paid'])
    // One confirmation, however many times the payment was reported and checked.
    await t.app.mail.settled()
    const confirmations = await db()
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `%${order.number}`))
    expect(confirmations).toHaveLength(1)
  })

  it('refuses a callback with a bad or missing signature with 401, and changes nothing', async () => {
    const order = await placeOrder(t.app, article)
    const payment = await payWithVipps(order)
    fake.payments.set(payment.id, {
      ...(fake.payments.get(payment.id) as NonNullable<ReturnType<typeof fake.payments.get>>),
      state: 'AUTHORIZED',
      authorized: order.total,
    })
    const body = JSON.stringify({ reference: payment.id, name: 'AUTHORIZED' })
    const headers = signVippsCallback('not-the-secret-at-all', {
      pathAndQuery: WEBHOOK,
      host: 'localhost:80',
      date: new Date().toUTCString(),
      body,
    })
    const send = (extra: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: WEBHOOK,
        headers: { 'content-type': 'application/json', host: 'localhost:80', ...extra },
        payload: body,
      })
    const forged = await send(headers)
    expect(forged.statusCode).toBe(401)
    expect(forged.json().error.code).toBe('BAD_SIGNATURE')
    expect((await send({})).statusCode).toBe(401)
    // Signed rightly, it is taken.
    const good = signVippsCallback(FAKE_VIPPS_KEYS.webhookSecret, {
      pathAndQuery: WEBHOOK,
      host: 'localhost:80',
      date: new Date().toUTCString(),
      body,
    })
    const [row] = await db()
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, payment.id))
    expect(row?.status).toBe('pending')
    expect((await send(good)).statusCode).toBe(200)
  })

  it('refunds at most what was captured, with a retried refund paid once', async () => {
    const order = await placeOrder(t.app, article)
    const payment = await payWithVipps(order)
    await fake.approve(payment.id)
    const vipps = t.app.payments.vipps
    if (!vipps) throw new Error('vipps is configured')
    await vipps.capture(payment.id, 1000)
    await expect(vipps.refund(payment.id, 1001, 'return-1')).rejects.toMatchObject({
      kind: 'refused',
    })
    await vipps.refund(payment.id, 600, 'return-2')
    await vipps.refund(payment.id, 600, 'return-2')
    expect(fake.payments.get(payment.id)).toMatchObject({ captured: 1000, refunded: 600 })
    await expect(vipps.refund(payment.id, 401, 'return-3')).rejects.toMatchObject({
      kind: 'refused',
    })
    await expect(vipps.capture(payment.id, order.total)).rejects.toMatchObject({ kind: 'refused' })
  })

  it('releases the reservation when a payment nothing was captured of is paid back whole', async () => {
    const order = await placeOrder(t.app, article)
    const payment = await payWithVipps(order)
    await fake.approve(payment.id)
    await t.app.payments.vipps?.refund(payment.id, order.total, 'cancel-order')
    expect(fake.payments.get(payment.id)).toMatchObject({ cancelled: order.total, captured: 0 })
  })

  it('refuses to pay with Vipps where it is not configured', async () => {
    const plain = await buildTestApp()
    try {
      const methods = await plain.app.inject({ method: 'GET', url: '/api/order/payment-methods' })
      expect(methods.json()).toEqual({ methods: ['card'] })
      const order = await placeOrder(plain.app, await anArticleInStock(plain.app))
      const response = await plain.app.inject({
        method: 'POST',
        url: '/api/order/create-payments',
        payload: { id: order.id, token: order.token, method: 'vipps' },
      })
      expect(response.statusCode).toBe(409)
      expect(response.json().error.code).toBe('PAYMENT_METHOD_UNAVAILABLE')
      const callback = await plain.app.inject({
        method: 'POST',
        url: WEBHOOK,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      })
      expect(callback.statusCode).toBe(401)
    } finally {
      await plain.cleanup()
    }
  })

  it('checks an order only for its owner or the holder of its token', async () => {
    const order = await placeOrder(t.app, article)
    const response = await post(`/api/order/payment-check/${order.id}`, {})
    expect(response.statusCode).toBe(401)
  })
})
