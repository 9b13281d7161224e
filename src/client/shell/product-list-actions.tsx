import { cartProductFrom } from '../data/cart/cart-product'
import { useCartActions } from '../features/cart/use-cart-actions'
import { CompareButton } from '../features/compare/components/compare-button'
import { AddToJob } from '../features/jobs/components/add-to-job'
import { WishlistButton } from '../features/wishlist/components/wishlist-button'
import type { Article } from '../../domain/article-schema'

/** The product page's wishlist, compare and add-to-job buttons. */
export function productListActions(product: Article) {
  return (
    <>
      <WishlistButton article={product} />
      <CompareButton article={product} />
      <AddToJob product={cartProductFrom(product)} />
    </>
  )
}

/** The product page's 'Add to cart': the device's cart, with its toasts. */
export function useAddProductToCart() {
  const cart = useCartActions()
  return (quantity: number, product: Article) => void cart.add(product, quantity)
}
