/**
 * An order's course and its returns, never cached:
 * - `POST /admin/orders/{id}/status` `{ status, carrier?, trackingNumber? }` (ADMIN) →
 *   `{ order, event }`; a change the rules do not allow 409 INVALID_ORDER_TRANSITION
 * - `POST /admin/orders/{id}/refunds` `{ lines? }` + `Idempotency-Key` (ADMIN) →
 *   201 `{ refund, status }` (a replay: 200, the same refund)
 * - `GET /order/{id}/events?token=` (owner, token holder or ADMIN) → `{ events, returns,
 *   refunded, returnUntil? }`
 * - `POST /order/{id}/returns` `{ lines, reason, comment?, token? }` (owner or token holder)
 *   → 201 `{ return }`
 * - `GET /admin/returns?page&perPage&status` (ADMIN) → `{ data: { array, page, perPage, total } }`
 * - `POST /admin/returns/{id}/status` `{ status }` (ADMIN) → `{ return }`; REFUNDED pays back
 */
import type { FastifyInstance } from 'fastify'
import { adminPageSchema } from '../../domain/admin'
import {
  adminReturnRowSchema,
  adminReturnsQuerySchema,
  orderEventsQuerySchema,
  orderHistorySchema,
  orderStatusAnswerSchema,
  orderStatusChangeSchema,
  refundAnswerSchema,
  refundBodySchema,
  returnAnswerSchema,
  returnBodySchema,
  returnIdParamsSchema,
  returnStatusChangeSchema,
} from '../../domain/order-lifecycle-schema'
import { orderIdParamsSchema } from '../../domain/order-schema'
import { callerOf, requireAdmin } from '../plugins/auth'
import {
  changeOrderStatus,
  type LifecycleDeps,
  orderHistory,
} from '../services/order-lifecycle-service'
import { sendShippedNotice } from '../services/customer-mail'
import { refundOrder } from '../services/refund-service'
import {
  changeReturnStatus,
  requestReturn,
  returnsForAdmin,
} from '../services/order-returns-service'
import { parseDeclared } from './declared-input'
import { idempotencyKey } from './idempotency-key'
import { answerNoStore } from './no-store'

export async function orderLifecycleRoutes(app: FastifyInstance) {
  answerNoStore(app)
  const deps = (): LifecycleDeps => ({
    db: app.database.db,
    providerOf: (name) => app.payments.byName(name),
  })

  app.post(
    '/admin/orders/:id/status',
    {
      schema: {
        params: orderIdParamsSchema,
        body: orderStatusChangeSchema,
        response: { 200: orderStatusAnswerSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request)
      const { id } = parseDeclared(request, 'params')
      const change = parseDeclared(request, 'body')
      const changed = await changeOrderStatus(deps(), { orderId: id, change, actor: admin.id })
      const { to, carrier, trackingNumber } = changed.event
      // After the change has committed; one notice per parcel, however often this is retried.
      if (to === 'SHIPPED' && carrier && trackingNumber) {
        sendShippedNotice(app, id, { carrier, trackingNumber })
      }
      return changed
    },
  )

  app.post(
    '/admin/orders/:id/refunds',
    {
      schema: {
        params: orderIdParamsSchema,
        body: refundBodySchema,
        response: { 200: refundAnswerSchema, 201: refundAnswerSchema },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request)
      const key = idempotencyKey(request)
      const { id } = parseDeclared(request, 'params')
      const { lines } = parseDeclared(request, 'body')
      const { refund, status, replayed } = await refundOrder(deps(), {
        orderId: id,
        lines,
        key: `refund:${id}:${key}`,
        actor: admin.id,
      })
      if (replayed) reply.header('idempotent-replayed', 'true')
      return reply.code(replayed ? 200 : 201).send({
        refund: {
          id: refund.id,
          amount: refund.amount,
          lines: refund.lines as { articleId: number; quantity: number }[],
          created: refund.createdAt.toISOString(),
        },
        status,
      })
    },
  )

  app.get(
    '/order/:id/events',
    {
      schema: {
        params: orderIdParamsSchema,
        querystring: orderEventsQuerySchema,
        response: { 200: orderHistorySchema },
      },
    },
    async (request) => {
      const { id } = parseDeclared(request, 'params')
      const { token } = parseDeclared(request, 'querystring')
      return orderHistory(app.database.db, { orderId: id, caller: callerOf(request), token })
    },
  )

  app.post(
    '/order/:id/returns',
    {
      schema: {
        params: orderIdParamsSchema,
        body: returnBodySchema,
        response: { 201: returnAnswerSchema },
      },
    },
    async (request, reply) => {
      const { id } = parseDeclared(request, 'params')
      const body = parseDeclared(request, 'body')
      const stored = await requestReturn(app.database.db, {
        orderId: id,
        body,
        caller: callerOf(request),
      })
      return reply.code(201).send({ return: stored })
    },
  )

  app.get(
    '/admin/returns',
    {
      schema: {
        querystring: adminReturnsQuerySchema,
        response: { 200: adminPageSchema(adminReturnRowSchema) },
      },
    },
    async (request) => {
      requireAdmin(request)
      const query = parseDeclared(request, 'querystring')
      const { array, total } = await returnsForAdmin(app.database.db, query)
      return { data: { array, page: query.page, perPage: query.perPage, total } }
    },
  )

  app.post(
    '/admin/returns/:id/status',
    {
      schema: {
        params: returnIdParamsSchema,
        body: returnStatusChangeSchema,
        response: { 200: returnAnswerSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request)
      const { id } = parseDeclared(request, 'params')
      const { status } = parseDeclared(request, 'body')
      return { return: await changeReturnStatus(deps(), { id, status, actor: admin.id }) }
    },
  )
}
