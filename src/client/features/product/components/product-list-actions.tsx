import { CompareButton } from '../../compare/components/compare-button'
import { WishlistButton } from '../../wishlist/components/wishlist-button'
import type { Article } from '../../../../domain/article-schema'

/** The product page's wishlist and compare buttons (spec §4). */
export function productListActions(product: Article) {
  return (
    <>
      <WishlistButton article={product} />
      <CompareButton article={product} />
    </>
  )
}
