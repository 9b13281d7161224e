import { queryOptions } from '@tanstack/react-query'
import { type OrderHistory, orderHistorySchema } from '../../../domain/order-lifecycle-schema'
import { ACCOUNT_QUERY_KEY, ORDER_BY_TOKEN_QUERY_KEY } from '../../lib/account-query-key'
import { apiForCaller } from './api-for-caller'

export async function orderHistory(id: string, token?: string): Promise<OrderHistory> {
  const answer = await apiForCaller()(`/order/${encodeURIComponent(id)}/events`, {
    query: token ? { token } : {},
  })
  return orderHistorySchema.parse(answer)
}

/** Read by the order's token (a guest's success page), it is not kept, as the order is not. */
export const orderHistoryQuery = (id: string, token?: string) =>
  token
    ? queryOptions({
        queryKey: [...ORDER_BY_TOKEN_QUERY_KEY, token, 'history'],
        queryFn: () => orderHistory(id, token),
        gcTime: 0,
      })
    : queryOptions({
        queryKey: [...ACCOUNT_QUERY_KEY, 'order-history', id],
        queryFn: () => orderHistory(id),
        staleTime: 0,
      })
