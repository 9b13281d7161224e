import { createFileRoute } from '@tanstack/react-router'
import { AccountOrderPage } from '../../../features/orders/components/account-order-page'

/** `/account/orders/{id}` (spec §2): one order of the signed-in customer. */
export const Route = createFileRoute('/account/orders/$id')({
  component: OrderRoute,
})

function OrderRoute() {
  const { id } = Route.useParams()
  return <AccountOrderPage id={id} />
}
