import { Trans } from '@lingui/react/macro'
import { fewLeft } from '../../domain/stock'
import './stock-text.css'

/** 'Only N left' when an article is down to its last few pieces; nothing otherwise. */
export function StockLeft({ stock }: { stock?: number }) {
  const left = fewLeft(stock)
  if (left === null) return null
  return (
    <p className="stock-text stock-text--on-backorder stock-left">
      <Trans>Only {left} left</Trans>
    </p>
  )
}
