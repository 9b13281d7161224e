/**
 * Apart from money.tsx so only pages that show prices load it, not the front page's start.
 */
import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { priceExMva } from '../../domain/mva'
import { useClientState } from '../offline/client-state'
import { useFormatMoney } from './money'

export function usePricesExMva(): boolean {
  return useClientState((state) => state.pricesExMva)
}

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
