import { Trans } from '@lingui/react/macro'
import { Indicator } from '../../../ui/indicator'
import { useWishlist } from '../wishlist'
import { HeartIcon } from './heart-icon'

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
