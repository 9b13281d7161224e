/**
 * Shop prices as the shopper chose to see them: with MVA, or without it and marked 'eks. mva'.
 * Apart from money.tsx so only the pages that show prices load it, not the front page's start.
 */
import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { priceExMva } from '../../domain/mva'
import { useClientState } from '../offline/client-state'
import { useFormatMoney } from './money'

/** Whether prices show without MVA ('eks. mva'), kept on the device. */
export function usePricesExMva(): boolean {
  return useClientState((state) => state.pricesExMva)
}

/**
 * Formats a shop price (øre incl. MVA) as the shopper chose to see prices: as it is, or
 * without MVA and marked 'eks. mva'. `exMva` gives the figure without MVA when a sum decided it.
 */
export function useFormatPrice(): (ore: number, exMva?: number) => string {
  const format = useFormatMoney()
  const on = usePricesExMva()
  const { t } = useLingui()
  const label = t`excl. MVA`
  return useCallback(
    (ore: number, exMva?: number) =>
      on ? `${format(exMva ?? priceExMva(ore))} ${label}` : format(ore),
    [format, on, label],
  )
}

/** A shop price (øre incl. MVA) as the shopper chose to see prices: with MVA or 'eks. mva'. */
export function Price({
  ore,
  exMva,
  className,
}: {
  ore: number
  exMva?: number
  className?: string
}) {
  return <span className={className}>{useFormatPrice()(ore, exMva)}</span>
}
