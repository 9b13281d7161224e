import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { CURRENCIES } from '../../domain/currency'
import { chooseCurrency, useCurrency } from '../ui/money'
import './currency-switch.css'

/**
 * The top bar's currency choice: prices change at once, on every page, and the
 * choice is kept on the device. Amounts in other currencies are converted from kroner.
 */
export function CurrencySwitch() {
  const id = useId()
  const currency = useCurrency()
  return (
    <div className="currency-switch">
      <label htmlFor={id}>
        <Trans>Currency</Trans>
      </label>
      <select
        id={id}
        value={currency.code}
        onChange={(event) => chooseCurrency(event.target.value)}
      >
        {CURRENCIES.map(({ code, symbol }) => (
          <option key={code} value={code}>
            {code} ({symbol})
          </option>
        ))}
      </select>
    </div>
  )
}
