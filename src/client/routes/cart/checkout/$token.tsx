import { createFileRoute } from '@tanstack/react-router'
import { cartStore } from '../../../data/cart/cart'
import { OrderSuccessPage } from '../../../features/orders/components/order-success-page'
import type { Order } from '../../../../domain/order'
import { takeProviderReturn } from '../../../lib/provider-return'

/** `/cart/checkout/{token}`: the order just placed, by its public token. */
export const Route = createFileRoute('/cart/checkout/$token')({
  component: SuccessRoute,
})

function SuccessRoute() {
  const { token } = Route.useParams()
  return <OrderSuccessPage token={token} onPaid={resetCart} />
}

// Paid on the provider's page (Vipps): the cart empties once the shopper is back and it is paid.
const resetCart = (order: Order) => {
  if (takeProviderReturn(order.token)) void cartStore.reset()
}
