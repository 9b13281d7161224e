import { createFileRoute } from '@tanstack/react-router'
import { PAYMENT_STATUSES, type PaymentStatus } from '../../../domain/order-status'
import { adminOrdersQuery } from '../../features/admin/api/admin-api'
import { AdminOrdersPage } from '../../features/admin/components/admin-orders-page'
import { wholeNumber } from '../../lib/search-params'
import { loadPageData } from '../../offline/page-data'

/** `/admin/orders`: every customer's orders with their payment status, `?paymentStatus=&page=`. */
export const Route = createFileRoute('/admin/orders')({
  validateSearch: (
    search: Record<string, unknown>,
  ): { paymentStatus?: PaymentStatus; page?: number } => ({
    paymentStatus: PAYMENT_STATUSES.find((status) => status === search.paymentStatus),
    page: wholeNumber(search.page),
  }),
  loaderDeps: ({ search: { paymentStatus, page } }) => ({ paymentStatus, page: page ?? 1 }),
  loader: async ({ context: { queryClient, isAdmin }, cause, deps }) => {
    if (isAdmin) await loadPageData(queryClient, adminOrdersQuery(deps), cause)
  },
  component: AdminOrdersRoute,
})

function AdminOrdersRoute() {
  const { paymentStatus, page } = Route.useSearch()
  return <AdminOrdersPage paymentStatus={paymentStatus} page={page ?? 1} />
}
