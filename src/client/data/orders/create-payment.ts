import type { Order, PaymentMethod } from '../../../domain/order'
import { type Payment, paymentAnswerSchema } from '../../../domain/order-schema'
import { apiForCaller } from './api-for-caller'

export type { Payment }

/** Starts or finds the pending payment; with Vipps the shopper approves it at `redirectUrl`. */
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
