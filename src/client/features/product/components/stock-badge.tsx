import type { StockStatus } from '../../../../domain/article-schema'
import { StockWords } from '../../../ui/stock-words'
import './product-badges.css'

export const STOCK_TONE: Record<StockStatus, 'success' | 'failure' | 'warning'> = {
  'in-stock': 'success',
  'out-of-stock': 'failure',
  'on-backorder': 'warning',
}

interface StockBadgeProps {
  status?: StockStatus
  available?: boolean
}

/** The words always say it; the colour only repeats it. */
export function StockBadge({ status, available = true }: StockBadgeProps) {
  if (available && !status) return null
  const tone = available && status ? STOCK_TONE[status] : 'failure'
  return (
    <p className={`stock-badge stock-badge--${tone}`}>
      <StockWords available={available} status={status} />
    </p>
  )
}
