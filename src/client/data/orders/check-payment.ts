import { queryOptions } from '@tanstack/react-query'
import type { Order } from '../../../domain/order'
import { orderAnswerSchema } from '../../../domain/order-schema'
import { ORDER_BY_TOKEN_QUERY_KEY } from '../../lib/account-query-key'
import { apiForCaller } from './api-for-caller'

export async function checkPayment(order: Pick<Order, 'id' | 'token'>): Promise<Order> {
  const answer = await apiForCaller()(`/order/payment-check/${encodeURIComponent(order.id)}`, {
    method: 'POST',
    body: { token: order.token },
  })
  return orderAnswerSchema.parse(answer).order
}

export const PAYMENT_CHECK_INTERVAL_MS = 2000

/** Asked again until a payment made elsewhere (Vipps) has settled. */
export const paymentCheckQuery = (order: Pick<Order, 'id' | 'token'> | undefined) =>
  queryOptions({
    queryKey: [...ORDER_BY_TOKEN_QUERY_KEY, order?.token, 'payment-check'],
    queryFn: () => checkPayment(order as Pick<Order, 'id' | 'token'>),
    enabled: Boolean(order),
    gcTime: 0,
    refetchInterval: (query) =>
      query.state.data && query.state.data.paymentStatus !== 'pending'
        ? false
        : PAYMENT_CHECK_INTERVAL_MS,
  })
