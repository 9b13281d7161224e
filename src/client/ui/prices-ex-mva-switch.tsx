import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { savePricesExMva } from '../offline/price-display-account'
import { usePricesExMva } from './price'
import './prices-ex-mva-switch.css'

/**
 * 'Vis priser eks. mva': every price in the shop shows without MVA, on this device and (when
 * signed in) on the account.
 */
export function PricesExMvaSwitch() {
  const id = useId()
  const on = usePricesExMva()
  return (
    <p className="prices-ex-mva-switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={on}
        aria-checked={on}
        onChange={(event) => void savePricesExMva(event.target.checked)}
      />{' '}
      <label htmlFor={id}>
        <Trans>Show prices excl. MVA</Trans>
      </label>
    </p>
  )
}
