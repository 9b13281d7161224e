import { createFileRoute } from '@tanstack/react-router'
import { AccountOrdersPage } from '../../../features/orders/components/account-orders-page'
import { wholeNumber } from '../../../lib/search-params'

/** `/account/orders` (spec §2): the customer's orders, 8 per page (`?page=`). */
export const Route = createFileRoute('/account/orders/')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => ({
    page: wholeNumber(search.page),
  }),
  component: OrdersRoute,
})

function OrdersRoute() {
  const { page } = Route.useSearch()
  return <AccountOrdersPage page={page ?? 1} />
}
