import { AddToCartButton } from '../features/cart/components/add-to-cart-button'
import { useCartActions } from '../features/cart/use-cart-actions'
import { CompareButton } from '../features/compare/components/compare-button'
import { QuickViewButton } from '../features/product/components/quick-view-button'
import { WishlistButton } from '../features/wishlist/components/wishlist-button'
import type { Article } from '../../domain/article-schema'

/**
 * What every product card offers: add to cart (when the article is sold), wishlist, compare
 * and the quick view (which adds to the cart too).
 */
export function CardActions({ article }: { article: Article }) {
  const cart = useCartActions()
  return (
    <>
      {article.available && <AddToCartButton article={article} />}
      <WishlistButton article={article} />
      <CompareButton article={article} />
      <QuickViewButton
        article={article}
        onAddToCart={(quantity) => void cart.add(article, quantity)}
      />
    </>
  )
}
