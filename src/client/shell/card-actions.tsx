import { AddToCartButton } from '../../cart/components/add-to-cart-button'
import { CompareButton } from '../../compare/components/compare-button'
import { QuickViewButton } from '../../product/components/quick-view-button'
import { WishlistButton } from '../../wishlist/components/wishlist-button'
import type { PartArticle } from '../../vehicles/api/get-vehicle-parts'

/**
 * What every product card offers (spec §4): add to cart (when the article is sold), wishlist,
 * compare and the quick view (which adds to the cart too).
 */
export function CardActions({ article }: { article: PartArticle }) {
  return (
    <>
      {article.available && <AddToCartButton article={article} />}
      <WishlistButton article={article} />
      <CompareButton article={article} />
      <QuickViewButton article={article} />
    </>
  )
}
