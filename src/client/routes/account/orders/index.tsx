import { createFileRoute } from '@tanstack/react-router'
import { AccountOrdersPage } from '../../../features/orders/components/account-orders-page'
import { myOrdersQuery } from '../../../data/orders/get-my-orders'
import { wholeNumber } from '../../../lib/search-params'
import { loadPageData } from '../../../offline/page-data'
import { BuyAgainProvider } from '../../../ui/buy-again-slot'
import { BuyAgainButton } from '../../../features/cart/components/buy-again-button'

/** `/account/orders`: the customer's orders, 8 per page (`?page=`). */
export const Route = createFileRoute('/account/orders/')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => ({
    page: wholeNumber(search.page),
  }),
  // Every page of the list comes from one answer (paged on the device): no search deps.
  loader: async ({ context: { queryClient } }) => {
    await loadPageData(queryClient, myOrdersQuery())
  },
  component: OrdersRoute,
})

function OrdersRoute() {
  const { page } = Route.useSearch()
  return (
    <BuyAgainProvider value={BuyAgainButton}>
      <AccountOrdersPage page={page ?? 1} />
    </BuyAgainProvider>
  )
}
