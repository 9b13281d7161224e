import { createFileRoute } from '@tanstack/react-router'
import { OrderSuccessPage } from '../../../features/orders/components/order-success-page'

/** `/cart/checkout/{token}`: the order just placed, by its public token. */
export const Route = createFileRoute('/cart/checkout/$token')({
  component: SuccessRoute,
})

function SuccessRoute() {
  const { token } = Route.useParams()
  return <OrderSuccessPage token={token} />
}
