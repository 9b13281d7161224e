import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { StockStatus } from '../../domain/stock-status'

/** Typed by the domain's list, so a new stock status fails to compile until it has words. */
const STOCK_WORDS: Record<StockStatus, ReactNode> = {
  'in-stock': <Trans>In stock</Trans>,
  'out-of-stock': <Trans>Out of stock</Trans>,
  'on-backorder': <Trans>On backorder</Trans>,
}

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
  return (status ? STOCK_WORDS[status] : undefined) ?? unknown
}
