import type { Order } from '../../../domain/order'
import { orderAnswerSchema } from '../../../domain/order-schema'
import { apiForCaller } from './api-for-caller'

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
