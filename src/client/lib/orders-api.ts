/**
 * The order and payment calls. A signed-in shopper's calls carry the session token; a guest's
 * use the order's public token. Creating an order needs an `Idempotency-Key`, one per body,
 * so a retry after a lost answer gets the same order rather than a second one.
 */
import { PAYLOAD_VERSION, PAYLOAD_VERSION_HEADER } from '../../domain/payload-version'
import type { Locale } from '../../domain/locale'
import type { Order, PaymentMethod } from '../../domain/order'
import {
  type OrderHistory,
  orderHistorySchema,
  type ReturnBody,
  type ReturnRequest,
  returnAnswerSchema,
} from '../../domain/order-lifecycle-schema'
import { type BuyAgainLine, buyAgainAnswerSchema } from '../../domain/buy-again'
import { authApi, publicApi } from './api-client'
import { readToken } from './session-token'
import {
  orderAnswerSchema,
  ordersAnswerSchema,
  type Payment,
  paymentAnswerSchema,
  paymentMethodsAnswerSchema,
  trackedOrderAnswerSchema,
} from '../../domain/order-schema'

/** The card payment's state at the provider. */
export type PaymentOutcome = 'succeeded' | 'failed' | 'requires_action'

export type { Payment }

/** The client for a call that works with or without a session: the session's when there is one. */
function apiForCaller() {
  return readToken() ? authApi : publicApi
}

/** `lang` is the shopper's language: the order's lines are named and its mails written in it. */
export async function createOrder(
  body: unknown,
  idempotencyKey: string,
  lang: Locale,
): Promise<Order> {
  const answer = await apiForCaller()('/order/create-order', {
    method: 'POST',
    query: { lang },
    body: body as Record<string, unknown>,
    headers: {
      'Idempotency-Key': idempotencyKey,
      [PAYLOAD_VERSION_HEADER]: String(PAYLOAD_VERSION),
    },
  })
  return orderAnswerSchema.parse(answer).order
}

/**
 * Starts (or finds the pending) payment of an order: by card, or with Vipps (the answer's
 * `redirectUrl` is where the shopper approves it).
 */
export async function createPayment(
  order: Pick<Order, 'id' | 'token'>,
  method: PaymentMethod = 'card',
): Promise<Payment> {
  const answer = await apiForCaller()('/order/create-payments', {
    method: 'POST',
    body: { id: order.id, token: order.token, ...(method !== 'card' && { method }) },
  })
  return paymentAnswerSchema.parse(answer).payment
}

/** The ways to pay the shop offers (the card always; Vipps when configured). */
export async function paymentMethods(): Promise<PaymentMethod[]> {
  return paymentMethodsAnswerSchema.parse(await publicApi('/order/payment-methods')).methods
}

/** Asks the shop to look up the order's open payments at their providers now. */
export async function checkPayment(order: Pick<Order, 'id' | 'token'>): Promise<Order> {
  const answer = await apiForCaller()(`/order/payment-check/${encodeURIComponent(order.id)}`, {
    method: 'POST',
    body: { token: order.token },
  })
  return orderAnswerSchema.parse(answer).order
}

export interface CardDetails {
  cardNumber: string
  expMonth: number
  expYear: number
  cvc: string
  /** The second step's code, when the bank asked for one. */
  code?: string
}

/**
 * Hands the card to the payment provider (the built-in test provider stands in for its hosted
 * card form: the card number goes to the provider's endpoint and never into the shop's data).
 */
export async function confirmCardPayment(
  paymentId: string,
  card: CardDetails,
): Promise<{ status: PaymentOutcome; message?: string }> {
  return publicApi('/payments/test-provider/confirm', {
    method: 'POST',
    body: { paymentId, ...card },
  })
}

/** Tells the shop the payment's outcome; the server checks it with the provider itself. */
export async function recordPaymentStatus(
  order: Pick<Order, 'id' | 'token'>,
  paymentId: string,
  status: string,
): Promise<Order | undefined> {
  const answer = await apiForCaller()(`/order/payment-staus/${encodeURIComponent(order.id)}`, {
    method: 'POST',
    body: { status, paymentId, token: order.token },
  })
  return orderAnswerSchema.partial().parse(answer).order
}

export async function orderByToken(token: string): Promise<Order> {
  const answer = await publicApi(`/order/token/${encodeURIComponent(token)}`)
  return orderAnswerSchema.parse(answer).order
}

export async function myOrders(): Promise<Order[]> {
  return ordersAnswerSchema.parse(await authApi('/order/me')).order
}

export async function orderById(id: string): Promise<Order> {
  return orderAnswerSchema.parse(await authApi(`/order/${encodeURIComponent(id)}`)).order
}

export type { TrackedOrder } from '../../domain/order'

export async function trackOrder(number: string, email: string) {
  const answer = await publicApi('/order/track', { method: 'POST', body: { number, email } })
  return trackedOrderAnswerSchema.parse(answer).order
}

/** `GET /order/{id}/events`: the order's course, its returns and what was paid back. */
export async function orderHistory(id: string, token?: string): Promise<OrderHistory> {
  const answer = await apiForCaller()(`/order/${encodeURIComponent(id)}/events`, {
    query: token ? { token } : {},
  })
  return orderHistorySchema.parse(answer)
}

/** `POST /order/{id}/returns`: sends parts of a delivered order back. */
export async function requestReturn(id: string, body: ReturnBody): Promise<ReturnRequest> {
  const answer = await apiForCaller()(`/order/${encodeURIComponent(id)}/returns`, {
    method: 'POST',
    body,
  })
  return returnAnswerSchema.parse(answer).return
}

/** `GET /order/{id}/buy-again`: the signed-in owner's order lines as they can be bought today. */
export async function buyAgainLines(id: string, lang: Locale): Promise<BuyAgainLine[]> {
  const answer = await authApi(`/order/${encodeURIComponent(id)}/buy-again`, { query: { lang } })
  return buyAgainAnswerSchema.parse(answer).lines
}
