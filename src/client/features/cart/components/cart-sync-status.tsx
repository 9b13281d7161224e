import { Trans } from '@lingui/react/macro'
import { useCartSyncStatus } from '../../../data/cart/cart-sync-status'

/** A polite status: read out when it changes, never taking focus. */
export function CartSyncStatus() {
  const status = useCartSyncStatus()
  return (
    <p className="cart-sync-status" role="status" data-status={status}>
      {status === 'synced' && <Trans>Synced</Trans>}
      {status === 'sending' && <Trans>Syncing …</Trans>}
      {status === 'pending' && <Trans>Saved on this device — syncing shortly</Trans>}
      {status === 'offline' && <Trans>Saved on this device — will sync when you are online</Trans>}
      {status === 'retrying' && (
        <Trans>Saved on this device — the shop did not answer; trying again shortly</Trans>
      )}
      {status === 'outdated' && (
        <Trans>
          Saved on this device — the app must be updated before the cart can be sent; reload the
          page
        </Trans>
      )}
      {status === 'failed' && (
        <Trans>
          Saved on this device — the shop could not take the cart; it tries again at your next
          change
        </Trans>
      )}
    </p>
  )
}
