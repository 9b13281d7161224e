import { createFileRoute } from '@tanstack/react-router'
import {
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '../../../domain/order-status'
import { adminOrdersQuery } from '../../data/admin/get-orders'
import { AdminOrdersPage } from '../../features/admin/components/admin-orders-page'
import { wholeNumber } from '../../lib/search-params'
import { loadPageData } from '../../offline/page-data'

/** `/admin/orders`: every customer's orders and returns, `?status=&paymentStatus=&page=`. */
export const Route = createFileRoute('/admin/orders')({
  validateSearch: (
    search: Record<string, unknown>,
  ): { paymentStatus?: PaymentStatus; status?: OrderStatus; page?: number } => ({
    paymentStatus: PAYMENT_STATUSES.find((status) => status === search.paymentStatus),
    status: ORDER_STATUSES.find((status) => status === search.status),
    page: wholeNumber(search.page),
  }),
  loaderDeps: ({ search: { paymentStatus, status, page } }) => ({
    paymentStatus,
    status,
    page: page ?? 1,
  }),
  loader: async ({ context: { queryClient, isAdmin }, cause, deps }) => {
    if (isAdmin) await loadPageData(queryClient, adminOrdersQuery(deps), cause)
  },
  component: AdminOrdersRoute,
})

function AdminOrdersRoute() {
  const { paymentStatus, status, page } = Route.useSearch()
  return <AdminOrdersPage paymentStatus={paymentStatus} status={status} page={page ?? 1} />
}
