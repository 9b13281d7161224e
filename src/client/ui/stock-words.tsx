import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { StockStatus } from '../../domain/stock-status'

/** An article's stock in words: not available (no price), its status, else `unknown`. */
export function StockWords({
  available,
  status,
  unknown = null,
}: {
  available: boolean
  status?: StockStatus | null
  unknown?: ReactNode
}) {
  if (!available) return <Trans>Not available</Trans>
  switch (status) {
    case 'in-stock':
      return <Trans>In stock</Trans>
    case 'out-of-stock':
      return <Trans>Out of stock</Trans>
    case 'on-backorder':
      return <Trans>On backorder</Trans>
    default:
      return unknown
  }
}
