import { Trans } from '@lingui/react/macro'
import { lazy, useId, useRef, useState } from 'react'
import { Indicator } from '../../../ui/indicator'
import { IndicatorContent } from '../../../ui/indicator-content'
import { LazyDialog } from '../../../ui/lazy-dialog'
import { useFormatMoney } from '../../../ui/money'
import { useCartFigures } from '../../../data/cart/cart-figures'
import { CartIcon } from './cart-icon'
import './cart-indicator.css'

const loadPanel = () => import('./cart-dropdown-panel')
const CartDropdownPanel = lazy(loadPanel)

/** The dropdown's code loads on first hover, focus or press, so the front page does not pay for it. */
export function CartIndicator() {
  const { quantity: count, total } = useCartFigures()
  const formatMoney = useFormatMoney()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  return (
    <>
      <span className="cart-indicator__phone">
        <Indicator
          to="/cart"
          icon={<CartIcon className="indicator__icon" />}
          label={<Trans>Cart</Trans>}
          count={count}
        />
      </span>
      <div ref={root} className="cart-dropdown">
        <button
          ref={button}
          type="button"
          className="indicator cart-dropdown__toggle"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((was) => !was)}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
        >
          <IndicatorContent
            icon={<CartIcon className="indicator__icon" />}
            label={<Trans>Cart</Trans>}
            count={count}
            value={formatMoney(total)}
          />
        </button>
        {open && (
          <LazyDialog
            onClose={() => setOpen(false)}
            fallback={
              <div id={panelId} className="cart-dropdown__loading" role="status">
                <Trans>Loading the cart…</Trans>
              </div>
            }
          >
            <CartDropdownPanel
              id={panelId}
              container={root}
              toggle={button}
              onClose={() => setOpen(false)}
            />
          </LazyDialog>
        )}
      </div>
    </>
  )
}
