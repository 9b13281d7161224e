import { createFileRoute } from '@tanstack/react-router'
import { cartStore } from '../../../features/cart/cart'
import { OrderSuccessPage } from '../../../features/orders/components/order-success-page'

/** `/cart/checkout/{token}`: the order just placed, by its public token. */
export const Route = createFileRoute('/cart/checkout/$token')({
  component: SuccessRoute,
})

function SuccessRoute() {
  const { token } = Route.useParams()
  // Paid with Vipps, the cart empties once the shopper is back and the payment settled.
  return <OrderSuccessPage token={token} onPaid={resetCart} />
}

const resetCart = () => void cartStore.reset()
