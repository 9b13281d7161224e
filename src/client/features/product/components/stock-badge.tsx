import { Trans } from '@lingui/react/macro'
import type { StockStatus } from '../../../../domain/article-schema'
import './product-badges.css'

/** Badge colour of each stock status (in-stock → success, … on-backorder → warning). */
export const STOCK_TONE: Record<StockStatus, 'success' | 'failure' | 'warning'> = {
  'in-stock': 'success',
  'out-of-stock': 'failure',
  'on-backorder': 'warning',
}

interface StockBadgeProps {
  status?: StockStatus
  /** False when the shop cannot sell the article at all (no price). */
  available?: boolean
}

/** The stock status as a coloured badge; the words always say it, the colour only repeats it. */
export function StockBadge({ status, available = true }: StockBadgeProps) {
  if (!available) {
    return (
      <p className="stock-badge stock-badge--failure">
        <Trans>Not available</Trans>
      </p>
    )
  }
  if (!status) return null
  return (
    <p className={`stock-badge stock-badge--${STOCK_TONE[status]}`}>
      <StockText status={status} />
    </p>
  )
}

function StockText({ status }: { status: StockStatus }) {
  switch (status) {
    case 'in-stock':
      return <Trans>In stock</Trans>
    case 'out-of-stock':
      return <Trans>Out of stock</Trans>
    case 'on-backorder':
      return <Trans>On backorder</Trans>
  }
}
