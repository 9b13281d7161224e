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
import type { FastifyInstance, FastifyRequest } from 'fastify'
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
import { declaredRoutes } from './personal-routes'

const adminOf = (request: FastifyRequest) => ({ admin: requireAdmin(request) })

export async function orderLifecycleRoutes(app: FastifyInstance) {
  answerNoStore(app)
  const route = declaredRoutes(app)
  const deps = (): LifecycleDeps => ({
    db: app.database.db,
    providerOf: (name) => app.payments.byName(name),
  })

  route(
    'post',
    '/admin/orders/:id/status',
    {
      params: orderIdParamsSchema,
      body: orderStatusChangeSchema,
      response: { 200: orderStatusAnswerSchema },
    },
    async ({ admin, params: { id }, body: change }) => {
      const changed = await changeOrderStatus(deps(), { orderId: id, change, actor: admin.id })
      const { to, carrier, trackingNumber } = changed.event
      // After the change has committed; one notice per parcel, however often this is retried.
      if (to === 'SHIPPED' && carrier && trackingNumber) {
        sendShippedNotice(app, id, { carrier, trackingNumber })
      }
      return changed
    },
    { guard: adminOf },
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

  route(
    'get',
    '/order/:id/events',
    {
      params: orderIdParamsSchema,
      querystring: orderEventsQuerySchema,
      response: { 200: orderHistorySchema },
    },
    async ({ db, params, query }, _reply, request) =>
      orderHistory(db, { orderId: params.id, caller: callerOf(request), token: query.token }),
  )

  route(
    'post',
    '/order/:id/returns',
    { params: orderIdParamsSchema, body: returnBodySchema, response: { 201: returnAnswerSchema } },
    async ({ db, params, body }, reply, request) => {
      const caller = callerOf(request)
      const stored = await requestReturn(db, { orderId: params.id, body, caller })
      return reply.code(201).send({ return: stored })
    },
  )

  route(
    'get',
    '/admin/returns',
    {
      querystring: adminReturnsQuerySchema,
      response: { 200: adminPageSchema(adminReturnRowSchema) },
    },
    async ({ db, query }) => {
      const { array, total } = await returnsForAdmin(db, query)
      return { data: { array, page: query.page, perPage: query.perPage, total } }
    },
    { guard: adminOf },
  )

  route(
    'post',
    '/admin/returns/:id/status',
    {
      params: returnIdParamsSchema,
      body: returnStatusChangeSchema,
      response: { 200: returnAnswerSchema },
    },
    async ({ admin, params: { id }, body: { status } }) => ({
      return: await changeReturnStatus(deps(), { id, status, actor: admin.id }),
    }),
    { guard: adminOf },
  )
}
