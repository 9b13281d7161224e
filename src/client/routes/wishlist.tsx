import { createFileRoute } from '@tanstack/react-router'
import { WishlistPage } from '../features/wishlist/components/wishlist-page'

/** `/wishlist`: the wishlist kept on this device. */
export const Route = createFileRoute('/wishlist')({
  component: WishlistRoute,
})

function WishlistRoute() {
  // The cart feature's add-to-cart control goes in `cartAction` once it exists.
  return <WishlistPage />
}
