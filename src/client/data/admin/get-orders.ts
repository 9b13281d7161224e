import { adminOrdersResponseSchema } from '../../../domain/admin'
import type { OrderStatus, PaymentStatus } from '../../../domain/order'
import { ACCOUNT_QUERY_KEY } from '../../lib/account-query-key'
import { authApi } from '../../lib/api-client'
import { adminPageQuery } from './admin-page-query'

export const ADMIN_ORDERS_PER_PAGE = 20

/** `GET /admin/orders?page&perPage&paymentStatus&status`: one page of every customer's orders. */
export async function fetchAdminOrders(query: {
  page: number
  perPage: number
  paymentStatus?: PaymentStatus
  status?: OrderStatus
}) {
  return adminOrdersResponseSchema.parse(await authApi('/admin/orders', { query })).data
}

export const adminOrdersQuery = (query: {
  page: number
  paymentStatus?: PaymentStatus
  status?: OrderStatus
}) => ({
  ...adminPageQuery(
    'admin-orders',
    {
      page: query.page,
      perPage: ADMIN_ORDERS_PER_PAGE,
      paymentStatus: query.paymentStatus,
      status: query.status,
    },
    fetchAdminOrders,
  ),
  staleTime: 0,
})

/** The order and return listings, read again after an admin changed one. */
export const ADMIN_ORDER_LISTS = [
  [...ACCOUNT_QUERY_KEY, 'admin-orders'],
  [...ACCOUNT_QUERY_KEY, 'admin-returns'],
] as const
