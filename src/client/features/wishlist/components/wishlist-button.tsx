import { Trans, useLingui } from '@lingui/react/macro'
import { WISHLIST_MAX } from '../../../../domain/wishlist'
import { type ListButtonProps, ListToggleButton } from '../../../ui/list-toggle-button'
import { wishlist } from '../wishlist'
import { HeartIcon } from './heart-icon'

export function WishlistButton(props: ListButtonProps) {
  const { t } = useLingui()
  return (
    <ListToggleButton
      {...props}
      list={wishlist}
      label={(name) => t`Add to wishlist: ${name}`}
      text={<Trans>Wishlist</Trans>}
      icon={<HeartIcon />}
      messages={{
        added: t`Added to the wishlist`,
        full: t`Your wishlist holds up to ${WISHLIST_MAX} products. Remove one to add another.`,
      }}
    />
  )
}
