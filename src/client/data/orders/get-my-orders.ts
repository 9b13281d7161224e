import { queryOptions } from '@tanstack/react-query'
import type { Order } from '../../../domain/order'
import { ordersAnswerSchema } from '../../../domain/order-schema'
import { ACCOUNT_QUERY_KEY } from '../../lib/account-query-key'
import { authApi } from '../../lib/api-client'

export const ORDERS_PER_PAGE = 8

export async function myOrders(): Promise<Order[]> {
  return ordersAnswerSchema.parse(await authApi('/order/me')).order
}

/** Under the account's key, which sign-out clears: a shared workshop device never shows them on. */
export const myOrdersQuery = () =>
  queryOptions({ queryKey: [...ACCOUNT_QUERY_KEY, 'orders'], queryFn: myOrders, staleTime: 0 })
