import { and, asc, gt } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '../../src/domain/order'
import { articles, orders, payments, testProviderPayments } from '../../src/server/db/schema'
import {
  SIGNATURE_HEADER,
  signCallback,
  TEST_CARDS,
} from '../../src/server/providers/payment/test-provider'
import { signUp } from '../support/accounts'
import { buildTestApp, type TestApp } from '../support/build-app'
import { type OrderedArticle, placeOrder as placeOrderBy, restock } from '../support/orders'

const card = (cardNumber: string, extra: Record<string, unknown> = {}) => ({
  cardNumber,
  expMonth: 12,
  expYear: new Date().getFullYear() + 2,
  cvc: '123',
  ...extra,
})

describe('card payments of orders (test provider)', () => {
  let t: TestApp
  let stocked: OrderedArticle
  const db = () => t.app.database.db

  beforeAll(async () => {
    t = await buildTestApp()
    const [row] = await db()
      .select()
      .from(articles)
      .where(and(gt(articles.price, 0), gt(articles.stock, 0)))
      .orderBy(asc(articles.articleId))
      .limit(1)
    if (!row) throw new Error('nothing to sell')
    await restock(t.app, [row.articleId])
    stocked = row
  })
  afterAll(() => t?.cleanup())

  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: token ? { authorization: token } : {},
    })

  const placeOrder = (token?: string): Promise<Order> =>
    placeOrderBy(t.app, stocked, { token, email: 'betaler@example.no' })

  async function startPayment(order: Order) {
    const response = await post('/api/order/create-payments', { id: order.id, token: order.token })
    expect(response.statusCode).toBe(201)
    return response.json<{ payment: { id: string; status: string; amount: number } }>().payment
  }

  const confirm = (paymentId: string, payload: object) =>
    post('/api/payments/test-provider/confirm', { paymentId, ...payload })
  const report = (order: Order, paymentId: string, status: string) =>
    post(`/api/order/payment-staus/${order.id}`, { status, paymentId, token: order.token })

  it('pays an order with the approved card: payment for the order total, order PAID', async () => {
    const order = await placeOrder()
    const payment = await startPayment(order)
    expect(payment).toMatchObject({ status: 'pending', amount: order.total })
    const outcome = await confirm(payment.id, card(TEST_CARDS.approved))
    expect(outcome.json()).toMatchObject({ status: 'succeeded' })
    const recorded = await report(order, payment.id, 'paid')
    expect(recorded.statusCode).toBe(200)
    expect(recorded.json().order).toMatchObject({ status: 'PAID', paymentStatus: 'paid' })
    // Saying it again changes nothing and is no error.
    expect((await report(order, payment.id, 'paid')).statusCode).toBe(200)
    // A paid order is not paid twice.
    const again = await post('/api/order/create-payments', { id: order.id, token: order.token })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('ORDER_NOT_PAYABLE')
  })

  it('records a declined card as failed, keeps the order payable, and another card then pays it', async () => {
    const order = await placeOrder()
    const first = await startPayment(order)
    expect((await confirm(first.id, card(TEST_CARDS.declined))).json()).toMatchObject({
      status: 'failed',
      failure: 'card_declined',
    })
    const failed = await report(order, first.id, 'failed')
    expect(failed.json().order).toMatchObject({ status: 'PENDING', paymentStatus: 'failed' })

    const second = await startPayment(order)
    expect(second.id).not.toBe(first.id)
    await confirm(second.id, card(TEST_CARDS.approved))
    expect((await report(order, second.id, 'paid')).json().order).toMatchObject({
      status: 'PAID',
      paymentStatus: 'paid',
    })
  })

  it('asks for the bank code with the second-step card; the right code pays, a wrong one fails', async () => {
    const order = await placeOrder()
    const payment = await startPayment(order)
    expect((await confirm(payment.id, card(TEST_CARDS.secondStep))).json().status).toBe(
      'requires_action',
    )
    // A press of "pay" while the bank waits hands out the same payment.
    expect((await startPayment(order)).id).toBe(payment.id)
    expect((await report(order, payment.id, 'pending')).json().order.paymentStatus).toBe('pending')
    const paid = await confirm(payment.id, card(TEST_CARDS.secondStep, { code: '1234' }))
    expect(paid.json().status).toBe('succeeded')

    const other = await placeOrder()
    const otherPayment = await startPayment(other)
    await confirm(otherPayment.id, card(TEST_CARDS.secondStep))
    const wrong = await confirm(otherPayment.id, card(TEST_CARDS.secondStep, { code: '0000' }))
    expect(wrong.json()).toMatchObject({ status: 'failed', failure: 'authentication_failed' })
  })

  it("does not take the client's word: a claimed 'paid' the provider does not confirm is refused and the provider's status kept", async () => {
    const order = await placeOrder()
    const payment = await startPayment(order)
    await confirm(payment.id, card(TEST_CARDS.declined))
    const lie = await report(order, payment.id, 'paid')
    expect(lie.statusCode).toBe(409)
    expect(lie.json().error.code).toBe('PAYMENT_STATUS_MISMATCH')
    const stored = (
      await t.app.inject({ method: 'GET', url: `/api/order/token/${order.token}` })
    ).json()
    expect(stored.order).toMatchObject({ status: 'PENDING', paymentStatus: 'failed' })

    const unpaid = await placeOrder()
    const open = await startPayment(unpaid)
    const early = await report(unpaid, open.id, 'paid')
    expect(early.statusCode).toBe(409)
  })

  it('refuses a payment id of another order and an order id that is not a uuid', async () => {
    const a = await placeOrder()
    const b = await placeOrder()
    const paymentOfB = await startPayment(b)
    expect((await report(a, paymentOfB.id, 'paid')).statusCode).toBe(404)
    expect(
      (await post('/api/order/payment-staus/123', { status: 'paid', paymentId: 'x' })).statusCode,
    ).toBe(400)
    expect(
      (await post(`/api/order/payment-staus/${a.id}`, { status: 'robbed', paymentId: 'x' }))
        .statusCode,
    ).toBe(400)
  })

  it("lets only the order's owner (or its token's holder) start a payment", async () => {
    const owner = await signUp(t.app)
    const stranger = await signUp(t.app)
    const order = await placeOrder(owner.token)
    expect(
      (await post('/api/order/create-payments', { id: order.id }, owner.token)).statusCode,
    ).toBe(201)
    expect(
      (await post('/api/order/create-payments', { id: order.id }, stranger.token)).statusCode,
    ).toBe(401)
    expect((await post('/api/order/create-payments', { id: order.id })).statusCode).toBe(401)
  })

  it('accepts the provider callback only with a valid, recent signature', async () => {
    const order = await placeOrder()
    const payment = await startPayment(order)
    await t.app.payments.provider.confirm(payment.id, card(TEST_CARDS.approved))
    const body = JSON.stringify({ type: 'payment.updated', paymentId: payment.id })
    const send = (signature?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          ...(signature && { [SIGNATURE_HEADER]: signature }),
        },
        payload: body,
      })
    expect((await send()).statusCode).toBe(401)
    expect((await send(signCallback('not-the-secret', body))).statusCode).toBe(401)
    const old = signCallback(t.app.payments.webhookSecret, body, Date.now() - 3_600_000)
    expect((await send(old)).statusCode).toBe(401)
    const good = await send(signCallback(t.app.payments.webhookSecret, body))
    expect(good.json()).toMatchObject({ received: true, paymentStatus: 'paid' })
    // Delivered twice: the same outcome, no error.
    expect((await send(signCallback(t.app.payments.webhookSecret, body))).statusCode).toBe(200)
  })

  it('stores no card number anywhere: only brand and last four digits at the provider', async () => {
    const dump = JSON.stringify([
      await db().select().from(orders),
      await db().select().from(payments),
      await db().select().from(testProviderPayments),
    ])
    for (const number of Object.values(TEST_CARDS)) expect(dump).not.toContain(number)
    const cards = await db().select().from(testProviderPayments)
    expect(cards.some((row) => row.cardLast4 === '4242' && row.cardBrand === 'visa')).toBe(true)
  })

  it('refuses malformed cards with 400 and an unknown payment with 404', async () => {
    expect((await confirm('tp_x', card('4242'))).statusCode).toBe(400)
    expect((await confirm('tp_x', card(TEST_CARDS.approved, { cvc: 'abc' }))).statusCode).toBe(400)
    expect((await confirm('tp_x', card(TEST_CARDS.approved, { expMonth: 13 }))).statusCode).toBe(
      400,
    )
    expect((await confirm('tp_unknown', card(TEST_CARDS.approved))).statusCode).toBe(404)
  })

  it('pays back at most what a drawn payment took, in parts, and nothing of an unpaid one', async () => {
    const provider = t.app.payments.provider
    const paid = await startPayment(await placeOrder())
    await confirm(paid.id, card(TEST_CARDS.approved))
    await provider.capture(paid.id, paid.amount)
    await provider.refund(paid.id, 1, 'r1')
    await expect(provider.refund(paid.id, paid.amount, 'r2')).rejects.toMatchObject({
      kind: 'refused',
    })
    await provider.refund(paid.id, paid.amount - 1, 'r3')
    await expect(provider.refund(paid.id, 1, 'r4')).rejects.toMatchObject({ kind: 'refused' })

    const unpaid = await startPayment(await placeOrder())
    await expect(provider.refund(unpaid.id, 1, 'r5')).rejects.toMatchObject({ kind: 'refused' })
    await expect(provider.capture(unpaid.id, unpaid.amount)).rejects.toMatchObject({
      kind: 'refused',
    })
    await expect(provider.refund('tp_unknown', 1, 'r6')).rejects.toMatchObject({
      kind: 'unknown_payment',
    })
    expect(t.app.payments.byName('test')).toBe(provider)
  })
})
