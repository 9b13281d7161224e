/**
 * Payments beside the card form, never cached:
 * - `GET /order/payment-methods` → `{ methods }`: the ways to pay offered (`card`, and `vipps`
 *   when configured), for the checkout page
 * - `POST /order/payment-check/:id {token?}` → `{ order }`: the order's open payments as their
 *   providers have them now; the page Vipps sends the customer back to asks until it settles
 * - `POST /payments/vipps/webhook`: Vipps MobilePay's signed callback (Webhooks API); 401
 *   `BAD_SIGNATURE` unless signed with VIPPS_WEBHOOK_SECRET. Its body only names the payment:
 *   the state is read from Vipps, so a repeated or late callback changes nothing more.
 */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  ORDER_BODY_LIMIT,
  orderAnswerSchema,
  orderIdParamsSchema,
  paymentCheckBodySchema,
  paymentMethodsAnswerSchema,
} from '../../domain/order-schema'
import { HttpError } from '../http-errors'
import { callerOf } from '../plugins/auth'
import { replyWithError } from '../plugins/error-handling'
import { verifyVippsCallback } from '../providers/payment/vipps/vipps-webhook'
import { sendOrderConfirmation } from '../services/customer-mail'
import { checkOrderPayments, recordPaymentOutcome } from '../services/order-service'
import { parseDeclared } from './declared-input'
import { answerNoStore } from './no-store'
import { keepJsonAsText, parseCallbackBody } from './signed-callback'

/** The part of a Vipps callback the shop reads (Webhooks API event payload). */
const vippsCallbackSchema = z.looseObject({
  reference: z.string().regex(/^[a-zA-Z0-9-]{8,64}$/),
  name: z.string().max(40),
})

export async function paymentRoutes(app: FastifyInstance) {
  const db = () => app.database.db
  const { byName } = app.payments
  const bodyLimit = Math.min(app.initialConfig.bodyLimit ?? ORDER_BODY_LIMIT, ORDER_BODY_LIMIT)
  app.setErrorHandler((error, request, reply) => replyWithError(error, request, reply, bodyLimit))
  answerNoStore(app)

  app.get(
    '/order/payment-methods',
    { schema: { response: { 200: paymentMethodsAnswerSchema } } },
    async () => ({ methods: app.payments.methods }),
  )

  app.post(
    '/order/payment-check/:id',
    {
      bodyLimit,
      schema: {
        params: orderIdParamsSchema,
        body: paymentCheckBodySchema,
        response: { 200: orderAnswerSchema },
      },
    },
    async (request) => {
      const { id } = parseDeclared(request, 'params')
      const { token } = parseDeclared(request, 'body')
      const order = await checkOrderPayments(db(), byName, {
        orderId: id,
        caller: callerOf(request),
        token,
      })
      // Sent once per order however many times it is checked or called back.
      if (order.paymentStatus === 'paid') sendOrderConfirmation(app, order.id)
      return { order }
    },
  )

  // The raw body is needed to check the signature: this route reads it as text.
  app.register(async (webhook) => {
    keepJsonAsText(webhook, bodyLimit)
    webhook.post('/payments/vipps/webhook', { bodyLimit }, async (request) => {
      const vipps = app.payments.vipps
      const raw = typeof request.body === 'string' ? request.body : ''
      const header = (name: string) => {
        const value = request.headers[name]
        return typeof value === 'string' ? value : undefined
      }
      const signed =
        vipps &&
        verifyVippsCallback(vipps.webhookSecret, {
          pathAndQuery: request.url,
          // As the shop's public address was registered: X-Forwarded-Host behind a trusted proxy.
          host: request.host,
          date: header('x-ms-date') ?? '',
          body: raw,
          contentSha256: header('x-ms-content-sha256'),
          authorization: header('authorization'),
        })
      if (!signed) {
        throw new HttpError(401, 'BAD_SIGNATURE', 'The callback is not signed by Vipps MobilePay.')
      }
      const { reference } = parseCallbackBody(vippsCallbackSchema, raw)
      const order = await recordPaymentOutcome(db(), byName, { paymentId: reference })
      if (order.paymentStatus === 'paid') sendOrderConfirmation(app, order.id)
      return { received: true, orderId: order.id, paymentStatus: order.paymentStatus }
    })
  })
}
