/**
 * Orders for API tests, through the real API: `anArticleInStock(app)`, `placeOrder(app, …)`
 * (a standard-delivery order of one article) and `payOrder(app, order)` with the test
 * provider's approved card, reported back as the checkout page does (`startPayment` and
 * `confirmWithApprovedCard` are its first two steps).
 */
import { randomUUID } from 'node:crypto'
import { and, asc, gt, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Order } from '../../src/domain/order'
import { articles } from '../../src/server/db/schema'
import { TEST_CARDS } from '../../src/server/providers/payment/test-provider'

/** An article as an order line names it: by id, with the number the shopper saw. */
export interface OrderedArticle {
  articleId: number
  articleNumber: string
}

/** Pieces `restock` puts on the shelf: more than any test orders of one article. */
export const RESTOCKED = 10_000

/** Fills the articles' stock, so tests that order them again and again never run out. */
export async function restock(app: FastifyInstance, articleIds: number[]): Promise<void> {
  await app.database.db
    .update(articles)
    .set({ stock: RESTOCKED })
    .where(inArray(articles.articleId, articleIds))
}

/** An article the shop sells, restocked (orders take its pieces). */
/** `count` articles for sale (by id), each with pieces enough for any test. */
export async function articlesInStock(
  app: FastifyInstance,
  count: number,
): Promise<OrderedArticle[]> {
  const rows = await app.database.db
    .select({ articleId: articles.articleId, articleNumber: articles.articleNumber })
    .from(articles)
    .where(and(gt(articles.price, 0), gt(articles.stock, 10)))
    .orderBy(asc(articles.articleId))
    .limit(count)
  if (rows.length < count) throw new Error('nothing to sell')
  await restock(
    app,
    rows.map((row) => row.articleId),
  )
  return rows
}

export async function anArticleInStock(app: FastifyInstance): Promise<OrderedArticle> {
  return (await articlesInStock(app, 1))[0] as OrderedArticle
}

/** A standard-delivery order of one article, as the checkout sends it. */
export function orderBody(article: OrderedArticle, email = 'kunde@example.no') {
  return {
    items: [{ articleId: article.articleId, articleNumber: article.articleNumber, quantity: 1 }],
    contact: { email },
    shippingAddress: {
      firstName: 'Ola',
      lastName: 'Nordmann',
      address1: 'Gata 1',
      city: 'Bergen',
      postcode: '5003',
    },
    deliveryMethod: 'standard',
    acceptTerms: true,
    acceptCancellationRight: true,
  }
}

export async function placeOrder(
  app: FastifyInstance,
  article: OrderedArticle,
  options: { token?: string; email?: string; lang?: 'no' | 'en' } = {},
): Promise<Order> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/order/create-order${options.lang ? `?lang=${options.lang}` : ''}`,
    headers: {
      'idempotency-key': randomUUID(),
      ...(options.token && { authorization: options.token }),
    },
    payload: orderBody(article, options.email),
  })
  if (response.statusCode !== 201) {
    throw new Error(`order failed: ${response.statusCode} ${response.body}`)
  }
  return response.json<{ order: Order }>().order
}

/** Starts the card payment of `order`; its provider payment id. */
export async function startPayment(app: FastifyInstance, order: Order): Promise<string> {
  const started = await app.inject({
    method: 'POST',
    url: '/api/order/create-payments',
    payload: { id: order.id, token: order.token },
  })
  return started.json<{ payment: { id: string } }>().payment.id
}

/** A test card confirms the payment (the provider then calls the webhook with its outcome). */
export function confirmWithCard(app: FastifyInstance, paymentId: string, cardNumber: string) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/test-provider/confirm',
    payload: {
      paymentId,
      cardNumber,
      expMonth: 12,
      expYear: new Date().getFullYear() + 2,
      cvc: '123',
    },
  })
}

/** The test provider's approved card confirms the payment. */
export function confirmWithApprovedCard(app: FastifyInstance, paymentId: string) {
  return confirmWithCard(app, paymentId, TEST_CARDS.approved)
}

export async function payOrder(app: FastifyInstance, order: Order): Promise<void> {
  const paymentId = await startPayment(app, order)
  const confirmed = await confirmWithApprovedCard(app, paymentId)
  if (confirmed.json<{ status: string }>().status !== 'succeeded') {
    throw new Error(`payment failed: ${confirmed.body}`)
  }
  // The shop's page reports the outcome; the server checks it with the provider.
  const recorded = await app.inject({
    method: 'POST',
    url: `/api/order/payment-staus/${order.id}`,
    payload: { status: 'paid', paymentId, token: order.token },
  })
  if (recorded.statusCode !== 200) throw new Error(`payment not recorded: ${recorded.body}`)
}
