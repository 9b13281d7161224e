import { createFileRoute } from '@tanstack/react-router'
import { CartPage } from '../../features/cart/components/cart-page'

/** `/cart`: the cart kept on this device. `/en/cart` is the same route under `/en`. */
export const Route = createFileRoute('/cart/')({
  component: CartPage,
})
