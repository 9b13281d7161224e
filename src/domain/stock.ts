/**
 * Stock rules both sides share: how long an unpaid order holds its pieces, when a part on
 * backorder is expected, and what a refused order says per line. Zod-free (the cart reads it).
 */

import { DEFAULT_QUANTITY_BOUNDS, type QuantityBounds } from './quantity'

/** 'Only N left' is shown from this many pieces down. */
export const FEW_LEFT = 5

/** The pieces to tell the shopper about: a few left, or `null` (plenty, none, or unknown). */
export function fewLeft(stock: number | undefined): number | null {
  return stock !== undefined && stock > 0 && stock <= FEW_LEFT ? stock : null
}

/** A quantity box's bounds for an article with `stock` pieces left (no cap when unknown). */
export function quantityBoundsFor(stock: number | undefined): QuantityBounds {
  if (stock === undefined || stock <= 0) return DEFAULT_QUANTITY_BOUNDS
  return { ...DEFAULT_QUANTITY_BOUNDS, max: Math.min(stock, DEFAULT_QUANTITY_BOUNDS.max) }
}

/** Minutes an unpaid order holds the pieces it took from stock; then they go back. */
export const RESERVATION_MINUTES = 30

/** One line the shop cannot fill: how many were asked for and how many can be sold now. */
export interface StockShortage {
  articleId: number
  articleNumber: string
  requested: number
  available: number
}

/**
 * The day a part on backorder is expected: today in Norway plus the supplier's lead time,
 * as `yyyy-mm-dd`.
 */
export function expectedDeliveryDate(leadTimeDays: number, now: Date = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Oslo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
  const [year, month, day] = today.split('-').map(Number)
  const due = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + leadTimeDays))
  return due.toISOString().slice(0, 10)
}

/** The message of a refused order (the client words it from `params.lines`). */
export function shortageMessage(lines: readonly StockShortage[]): string {
  const parts = lines.map(
    (line) => `${line.articleNumber}: ${line.requested} ordered, ${line.available} left`,
  )
  return `Not enough in stock: ${parts.join('; ')}.`
}
