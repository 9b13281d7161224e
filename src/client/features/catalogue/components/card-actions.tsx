import { CompareButton } from '../../compare/components/compare-button'
import { QuickViewButton } from '../../product/components/quick-view-button'
import { WishlistButton } from '../../wishlist/components/wishlist-button'
import type { PartArticle } from '../../vehicles/api/get-vehicle-parts'

/** What every product card offers (spec §4): wishlist, compare and the quick view. */
export function CardActions({ article }: { article: PartArticle }) {
  return (
    <>
      <WishlistButton article={article} />
      <CompareButton article={article} />
      <QuickViewButton article={article} />
    </>
  )
}
