/**
 * The order and payment calls. A signed-in shopper's calls carry the session token; a guest's
 * use the order's public token. Creating an order needs an `Idempotency-Key`, one per body,
 * so a retry after a lost answer gets the same order rather than a second one.
 */
import { PAYLOAD_VERSION, PAYLOAD_VERSION_HEADER } from '../../domain/payload-version'
import type { Order } from '../../domain/order'
import { authApi, publicApi } from './api-client'
import { readToken } from './session-token'

/** The card payment's state at the provider. */
export type PaymentOutcome = 'succeeded' | 'failed' | 'requires_action'

export interface Payment {
  id: string
  status: string
  amount: number
  currency: string
}

/** The client for a call that works with or without a session: the session's when there is one. */
function apiForCaller() {
  return readToken() ? authApi : publicApi
}

export async function createOrder(body: unknown, idempotencyKey: string): Promise<Order> {
  const answer = await apiForCaller()<{ order: Order }>('/order/create-order', {
    method: 'POST',
    body: body as Record<string, unknown>,
    headers: {
      'Idempotency-Key': idempotencyKey,
      [PAYLOAD_VERSION_HEADER]: String(PAYLOAD_VERSION),
    },
  })
  return answer.order
}

/** Starts (or finds the pending) card payment of an order. */
export async function createPayment(order: Pick<Order, 'id' | 'token'>): Promise<Payment> {
  const answer = await apiForCaller()<{ payment: Payment }>('/order/create-payments', {
    method: 'POST',
    body: { id: order.id, token: order.token },
  })
  return answer.payment
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
  const answer = await apiForCaller()<{ order?: Order }>(
    `/order/payment-staus/${encodeURIComponent(order.id)}`,
    { method: 'POST', body: { status, paymentId, token: order.token } },
  )
  return answer.order
}

export async function orderByToken(token: string): Promise<Order> {
  const answer = await publicApi<{ order: Order }>(`/order/token/${encodeURIComponent(token)}`)
  return answer.order
}

export async function myOrders(): Promise<Order[]> {
  const answer = await authApi<{ order: Order[] }>('/order/me')
  return answer.order
}

export async function orderById(id: string): Promise<Order> {
  const answer = await authApi<{ order: Order }>(`/order/${encodeURIComponent(id)}`)
  return answer.order
}

export interface TrackedOrder {
  number: string | number
  status: string
  paymentStatus: string
  created: string
  quantity?: number
  items?: number
  total: number
}

export async function trackOrder(number: string, email: string): Promise<TrackedOrder> {
  const answer = await publicApi<{ order: TrackedOrder }>('/order/track', {
    method: 'POST',
    body: { number, email },
  })
  return answer.order
}
