import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useWishlist } from '../wishlist'
import { HeartIcon } from './heart-icon'

/** The header's link to the wishlist with its counter (spec §2), read as 'Wishlist, 2 items'. */
export function WishlistIndicator() {
  const count = useWishlist().length
  return (
    <Link to="/wishlist" className="indicator">
      <HeartIcon className="indicator__icon" />
      <span className="indicator__label">
        <Trans>Wishlist</Trans>
      </span>
      <span className="indicator__counter" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">
        <Plural value={count} one="# item" other="# items" />
      </span>
    </Link>
  )
}
