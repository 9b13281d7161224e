import { Trans, useLingui } from '@lingui/react/macro'
import { type ArticleSource, articleTitle } from '../../../../domain/saved-article'
import { WISHLIST_MAX } from '../../../../domain/wishlist'
import { ListToggleButton } from '../../../ui/list-toggle-button'
import { useInWishlist, wishlistActions } from '../wishlist'
import { HeartIcon } from './heart-icon'

/** Adds the article to the wishlist, or takes it off again (for cards and the product page). */
export function WishlistButton({
  article,
  iconOnly,
}: {
  article: ArticleSource
  iconOnly?: boolean
}) {
  const { t } = useLingui()
  const listed = useInWishlist(article.articleId)
  const name = articleTitle(article)
  return (
    <ListToggleButton
      listed={listed}
      label={t`Add to wishlist: ${name}`}
      text={<Trans>Wishlist</Trans>}
      icon={<HeartIcon />}
      iconOnly={iconOnly}
      add={() => wishlistActions.add(article)}
      remove={() => wishlistActions.remove(article.articleId)}
      messages={{
        added: t`Added to the wishlist`,
        full: t`Your wishlist holds up to ${WISHLIST_MAX} products. Remove one to add another.`,
      }}
    />
  )
}
