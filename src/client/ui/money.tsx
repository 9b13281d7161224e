import { useCallback } from 'react'
import {
  type Currency,
  changeCurrency,
  DEFAULT_CURRENCY,
  findCurrency,
  formatPrice,
} from '../../domain/currency'
import { useLocale } from '../i18n/locale-context'
import { clientState, useClientState } from '../offline/client-state'

/** Chooses the currency prices are shown in; choosing the current one again changes nothing. */
export function chooseCurrency(code: string): void {
  clientState.update((state) => {
    const current = findCurrency(state.currency) ?? DEFAULT_CURRENCY
    const next = changeCurrency(current, code)
    return next === current ? state : { ...state, currency: next.code }
  })
}

/** The currency prices are shown in, kept on the device. */
export function useCurrency(): Currency {
  const code = useClientState((state) => state.currency)
  return findCurrency(code) ?? DEFAULT_CURRENCY
}

/** Formats øre in the chosen currency and the page's language; use it for every price. */
export function useFormatMoney(): (ore: number) => string {
  const currency = useCurrency()
  const locale = useLocale()
  return useCallback((ore: number) => formatPrice(ore, currency, locale), [currency, locale])
}

/** A price (øre, NOK) in the chosen currency: `1 029,00 kr`, `90,16 €`. */
export function Money({ ore, className }: { ore: number; className?: string }) {
  const format = useFormatMoney()
  return <span className={className}>{format(ore)}</span>
}
