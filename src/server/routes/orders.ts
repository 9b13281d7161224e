import type { FastifyInstance } from 'fastify'
import { langQuerySchema } from '../../domain/catalogue-api'
import {
  orderAnswerSchema,
  ordersAnswerSchema,
  paymentAnswerSchema,
  trackedOrderAnswerSchema,
  createOrderBodySchema,
  createPaymentBodySchema,
  ORDER_BODY_LIMIT,
  orderIdParamsSchema,
  orderTokenParamsSchema,
  paymentStatusBodySchema,
  testCardConfirmSchema,
  trackOrderBodySchema,
} from '../../domain/order-schema'
import { HttpError } from '../http-errors'
import { callerOf, requireUser } from '../plugins/auth'
import { replyWithError } from '../plugins/error-handling'
import { SIGNATURE_HEADER, signCallback, verifyCallback } from '../providers/payment/test-provider'
import {
  CLAIM_STALE_AFTER_S,
  createOrder,
  createPaymentForOrder,
  orderByToken,
  orderForCaller,
  ordersForUser,
  recordPaymentOutcome,
  trackOrder,
} from '../services/order-service'
import { sendOrderConfirmation } from '../services/customer-mail'
import { buyAgainForOrder, orderVehicle } from '../services/buy-again-service'
import { buyAgainAnswerSchema } from '../../domain/buy-again'
import { idempotencyKey } from './idempotency-key'
import { parseDeclared } from './declared-input'
import { checkPayloadVersion } from './payload-version'
import { z } from 'zod'
import { answerNoStore } from './no-store'
import { keepJsonAsText, parseCallbackBody } from './signed-callback'

const webhookBodySchema = z.strictObject({
  type: z.literal('payment.updated'),
  paymentId: z.string().min(1).max(100),
})

export async function orderRoutes(
  app: FastifyInstance,
  {
    claimStaleSeconds = CLAIM_STALE_AFTER_S,
    publicOrigin,
  }: { claimStaleSeconds?: number; publicOrigin: string },
) {
  const bodyLimit = Math.min(app.initialConfig.bodyLimit ?? ORDER_BODY_LIMIT, ORDER_BODY_LIMIT)
  app.setErrorHandler((error, request, reply) => replyWithError(error, request, reply, bodyLimit))
  answerNoStore(app)
  customerOrderRoutes(app, bodyLimit, claimStaleSeconds)
  paymentRoutes(app, bodyLimit, publicOrigin)
  testProviderRoutes(app, bodyLimit)
}

function customerOrderRoutes(app: FastifyInstance, bodyLimit: number, claimStaleSeconds: number) {
  const db = () => app.database.db

  app.post(
    '/order/create-order',
    {
      bodyLimit,
      schema: {
        querystring: langQuerySchema,
        body: createOrderBodySchema,
        response: { 200: orderAnswerSchema, 201: orderAnswerSchema },
      },
    },
    async (request, reply) => {
      checkPayloadVersion(request)
      const key = idempotencyKey(request)
      const body = parseDeclared(request, 'body')
      const { lang } = parseDeclared(request, 'querystring')
      const result = await createOrder(db(), {
        key,
        body,
        caller: callerOf(request),
        lang,
        vehicle: body.carId ? await orderVehicle(app.catalogue, body.carId, lang) : null,
        claimStaleSeconds,
      })
      if (result.replayed) reply.header('idempotent-replayed', 'true')
      return reply.code(result.replayed ? 200 : 201).send({ order: result.order })
    },
  )

  app.get('/order/me', { schema: { response: { 200: ordersAnswerSchema } } }, async (request) => ({
    order: await ordersForUser(db(), requireUser(request)),
  }))

  app.get(
    '/order/token/:token',
    { schema: { params: orderTokenParamsSchema, response: { 200: orderAnswerSchema } } },
    async (request) => {
      const { token } = parseDeclared(request, 'params')
      return { order: await orderByToken(db(), token) }
    },
  )

  app.get(
    '/order/:id',
    { schema: { params: orderIdParamsSchema, response: { 200: orderAnswerSchema } } },
    async (request) => {
      const caller = callerOf(request)
      if (!caller.user) throw new HttpError(401, 'UNAUTHORIZED', 'Unauthorized')
      const { id } = parseDeclared(request, 'params')
      return { order: await orderForCaller(db(), id, caller) }
    },
  )

  app.get(
    '/order/:id/buy-again',
    {
      schema: {
        params: orderIdParamsSchema,
        querystring: langQuerySchema,
        response: { 200: buyAgainAnswerSchema },
      },
    },
    async (request) => {
      const user = requireUser(request)
      const { id } = parseDeclared(request, 'params')
      const { lang } = parseDeclared(request, 'querystring')
      return buyAgainForOrder(db(), user.id, id, lang)
    },
  )

  app.post(
    '/order/track',
    {
      bodyLimit,
      schema: { body: trackOrderBodySchema, response: { 200: trackedOrderAnswerSchema } },
    },
    async (request) => {
      const { number, email } = parseDeclared(request, 'body')
      return { order: await trackOrder(db(), number, email) }
    },
  )
}

function paymentRoutes(app: FastifyInstance, bodyLimit: number, publicOrigin: string) {
  const db = () => app.database.db
  const { byName } = app.payments

  app.post(
    '/order/create-payments',
    {
      bodyLimit,
      schema: { body: createPaymentBodySchema, response: { 201: paymentAnswerSchema } },
    },
    async (request, reply) => {
      const { id, token, method = 'card' } = parseDeclared(request, 'body')
      const chosen = app.payments.forMethod(method)
      if (!chosen) {
        throw new HttpError(409, 'PAYMENT_METHOD_UNAVAILABLE', `The shop does not offer ${method}.`)
      }
      const payment = await createPaymentForOrder(db(), chosen, {
        id,
        token,
        caller: callerOf(request),
        returnUrl: (orderToken) => `${publicOrigin}/cart/checkout/${orderToken}`,
      })
      return reply.code(201).send({ payment })
    },
  )

  app.post(
    '/order/payment-staus/:id',
    {
      bodyLimit,
      schema: {
        params: orderIdParamsSchema,
        body: paymentStatusBodySchema,
        response: { 200: orderAnswerSchema },
      },
    },
    async (request) => {
      const { id } = parseDeclared(request, 'params')
      const { status, paymentId, token } = parseDeclared(request, 'body')
      const order = await recordPaymentOutcome(
        db(),
        byName,
        { orderId: id, paymentId, claimed: status },
        { caller: callerOf(request), token },
      )
      if (order.paymentStatus === 'paid') sendOrderConfirmation(app, order.id)
      return { order }
    },
  )
}

function testProviderRoutes(app: FastifyInstance, bodyLimit: number) {
  const db = () => app.database.db
  const { provider, byName } = app.payments

  const confirm = { bodyLimit, schema: { body: testCardConfirmSchema } }
  app.post('/payments/test-provider/confirm', confirm, async (request) => {
    const { paymentId, ...card } = parseDeclared(request, 'body')
    const outcome = await provider.confirm(paymentId, card)
    if (!outcome) throw new HttpError(404, 'PAYMENT_NOT_FOUND', 'The provider has no such payment.')
    // As a processor calls its merchant's webhook, signed.
    if (outcome.status !== 'requires_action') {
      const body = JSON.stringify({ type: 'payment.updated', paymentId })
      const callback = await app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signCallback(app.payments.webhookSecret, body),
        },
        payload: body,
      })
      if (callback.statusCode >= 500)
        request.log.error({ status: callback.statusCode }, 'payment webhook failed')
    }
    return outcome
  })

  // The raw body is needed to check the signature.
  app.register(async (webhook) => {
    keepJsonAsText(webhook, bodyLimit)
    webhook.post('/payments/webhook', { bodyLimit }, async (request) => {
      const raw = typeof request.body === 'string' ? request.body : ''
      const signature = request.headers[SIGNATURE_HEADER]
      if (
        !verifyCallback(
          app.payments.webhookSecret,
          raw,
          typeof signature === 'string' ? signature : undefined,
        )
      ) {
        throw new HttpError(
          401,
          'BAD_SIGNATURE',
          'The callback is not signed by the payment provider.',
        )
      }
      const { paymentId } = parseCallbackBody(webhookBodySchema, raw)
      const order = await recordPaymentOutcome(db(), byName, { paymentId })
      if (order.paymentStatus === 'paid') sendOrderConfirmation(app, order.id)
      return { received: true, orderId: order.id, paymentStatus: order.paymentStatus }
    })
  })
}
