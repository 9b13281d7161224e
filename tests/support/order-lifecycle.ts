/**
 * An order's course for API tests, through the real API: `paidOrderOf(app, articles, …)`
 * places and pays an order of the articles (one piece each, or the quantities asked), and
 * `moveOrder(app, admin, order, status, …)` is the admin's status call.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Order, OrderStatus } from '../../src/domain/order'
import type { OrderHistory } from '../../src/domain/order-lifecycle-schema'
import { type OrderedArticle, orderBody, payOrder } from './orders'

/** A paid order of `quantities[i]` pieces of `articles[i]`, by `token`'s user or a guest. */
export async function paidOrderOf(
  app: FastifyInstance,
  articles: OrderedArticle[],
  { quantities = [], token }: { quantities?: number[]; token?: string } = {},
): Promise<Order> {
  const [first] = articles
  if (!first) throw new Error('an order needs an article')
  const body = {
    ...orderBody(first),
    items: articles.map((article, index) => ({
      articleId: article.articleId,
      articleNumber: article.articleNumber,
      quantity: quantities[index] ?? 1,
    })),
  }
  const placed = await app.inject({
    method: 'POST',
    url: '/api/order/create-order',
    headers: { 'idempotency-key': randomUUID(), ...(token && { authorization: token }) },
    payload: body,
  })
  if (placed.statusCode !== 201) throw new Error(`order failed: ${placed.body}`)
  const order = placed.json<{ order: Order }>().order
  await payOrder(app, order)
  return { ...order, status: 'PAID', paymentStatus: 'paid' }
}

export const SHIPPING = { carrier: 'posten', trackingNumber: 'CP123456789NO' } as const

/** The admin's `POST /admin/orders/{id}/status`. */
export function moveOrder(
  app: FastifyInstance,
  adminToken: string,
  order: Pick<Order, 'id'>,
  status: OrderStatus,
  extra: Record<string, unknown> = status === 'SHIPPED' ? SHIPPING : {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/admin/orders/${order.id}/status`,
    headers: { authorization: adminToken },
    payload: { status, ...extra },
  })
}

/** Moves the order along the statuses given, each change expected to succeed. */
export async function walkOrder(
  app: FastifyInstance,
  adminToken: string,
  order: Pick<Order, 'id'>,
  statuses: OrderStatus[],
): Promise<void> {
  for (const status of statuses) {
    const moved = await moveOrder(app, adminToken, order, status)
    if (moved.statusCode !== 200) throw new Error(`${status} refused: ${moved.body}`)
  }
}

/** `GET /order/{id}/events` as `token`'s user. */
export async function historyOf(
  app: FastifyInstance,
  order: Pick<Order, 'id'>,
  token: string,
): Promise<OrderHistory> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/order/${order.id}/events`,
    headers: { authorization: token },
  })
  if (response.statusCode !== 200) throw new Error(`history refused: ${response.body}`)
  return response.json<OrderHistory>()
}

/** The admin's `POST /admin/orders/{id}/refunds`, under `key` (a fresh one by default). */
export function refund(
  app: FastifyInstance,
  adminToken: string,
  order: Pick<Order, 'id'>,
  lines?: { articleId: number; quantity: number }[],
  key: string = randomUUID(),
) {
  return app.inject({
    method: 'POST',
    url: `/api/admin/orders/${order.id}/refunds`,
    headers: { authorization: adminToken, 'idempotency-key': key },
    payload: lines ? { lines } : {},
  })
}
