import { Trans } from '@lingui/react/macro'
import type { Ref } from 'react'
import { Money } from '../../../ui/money'

export function PlaceOrderButton({
  total,
  busy,
  soldOut,
  failure,
  statusRef,
}: {
  /** øre */
  total: number
  busy: boolean
  soldOut: boolean
  failure: string | null
  statusRef: Ref<HTMLDivElement>
}) {
  return (
    <>
      <button
        type="submit"
        className="button button--primary checkout__submit"
        aria-disabled={busy || soldOut || undefined}
        aria-describedby={soldOut ? 'checkout-sold-out' : undefined}
      >
        {busy ? (
          <Trans>Placing the order …</Trans>
        ) : (
          // One span: as separate items of the button's flex box, the words and the
          // price would lose the space between them.
          <span>
            <Trans>
              Place order and pay <Money ore={total} />
            </Trans>
          </span>
        )}
      </button>
      <div ref={statusRef} tabIndex={-1} role="status" className="checkout__status">
        {failure !== null && <p className="alert alert--danger">{failure}</p>}
      </div>
    </>
  )
}
