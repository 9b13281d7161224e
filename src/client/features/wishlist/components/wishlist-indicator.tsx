import { Trans } from '@lingui/react/macro'
import { Indicator } from '../../../ui/indicator'
import { useWishlist } from '../wishlist'
import { HeartIcon } from './heart-icon'

/** The header's link to the wishlist with its counter, read as 'Wishlist, 2 items'. */
export function WishlistIndicator() {
  return (
    <Indicator
      to="/wishlist"
      compact
      icon={<HeartIcon className="indicator__icon" />}
      label={<Trans>Wishlist</Trans>}
      count={useWishlist().length}
    />
  )
}
