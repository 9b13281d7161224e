import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Ref } from 'react'

export function CheckoutNotices({
  online,
  soldOut,
  soldOutRef,
}: {
  online: boolean
  soldOut: boolean
  soldOutRef: Ref<HTMLParagraphElement>
}) {
  return (
    <>
      {!online && (
        <p className="notice checkout-offline" role="status">
          <Trans>
            You are offline. You can fill in everything now; it stays here, and the order can be
            placed when you are online again.
          </Trans>
        </p>
      )}
      {soldOut && (
        <p ref={soldOutRef} tabIndex={-1} className="alert alert--danger" id="checkout-sold-out">
          <Trans>
            Some parts in the cart are out of stock. <Link to="/cart">Remove them in the cart</Link>{' '}
            before you place the order.
          </Trans>
        </p>
      )}
    </>
  )
}
