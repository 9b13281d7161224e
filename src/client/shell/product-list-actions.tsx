import { CompareButton } from '../../compare/components/compare-button'
import { WishlistButton } from '../../wishlist/components/wishlist-button'
import type { Product } from '../api/get-product'

/** The product page's wishlist and compare buttons (spec §4). */
export function productListActions(product: Product) {
  return (
    <>
      <WishlistButton article={product} />
      <CompareButton article={product} />
    </>
  )
}
