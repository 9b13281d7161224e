import { createFileRoute } from '@tanstack/react-router'
import { AccountOrderPage } from '../../../features/orders/components/account-order-page'
import { orderQuery } from '../../../data/orders/get-order'
import { loadPageData } from '../../../offline/page-data'
import { BuyAgainProvider } from '../../../ui/buy-again-slot'
import { BuyAgainButton } from '../../../features/cart/components/buy-again-button'

/** `/account/orders/{id}`: one order of the signed-in customer. */
export const Route = createFileRoute('/account/orders/$id')({
  loader: async ({ params, cause, context: { queryClient } }) => {
    await loadPageData(queryClient, orderQuery(params.id), cause)
  },
  component: OrderRoute,
})

function OrderRoute() {
  const { id } = Route.useParams()
  return (
    <BuyAgainProvider value={BuyAgainButton}>
      <AccountOrderPage id={id} />
    </BuyAgainProvider>
  )
}
