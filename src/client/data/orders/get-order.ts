import { queryOptions } from '@tanstack/react-query'
import type { Order } from '../../../domain/order'
import { orderAnswerSchema } from '../../../domain/order-schema'
import { ACCOUNT_QUERY_KEY } from '../../lib/account-query-key'
import { authApi } from '../../lib/api-client'

export async function orderById(id: string): Promise<Order> {
  return orderAnswerSchema.parse(await authApi(`/order/${encodeURIComponent(id)}`)).order
}

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_KEY, 'order', id],
    queryFn: () => orderById(id),
    staleTime: 0,
  })
