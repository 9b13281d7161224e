import { queryOptions } from '@tanstack/react-query'
import type { Order } from '../../../domain/order'
import { orderAnswerSchema } from '../../../domain/order-schema'
import { ORDER_BY_TOKEN_QUERY_KEY } from '../../lib/account-query-key'
import { publicApi } from '../../lib/api-client'

export async function orderByToken(token: string): Promise<Order> {
  const answer = await publicApi(`/order/token/${encodeURIComponent(token)}`)
  return orderAnswerSchema.parse(answer).order
}

/** The success page's order is never kept on the device. */
export const orderByTokenQuery = (token: string) =>
  queryOptions({
    queryKey: [...ORDER_BY_TOKEN_QUERY_KEY, token],
    queryFn: () => orderByToken(token),
    gcTime: 0,
  })
