/** Zod-free: the cart reads it. */

import { DEFAULT_QUANTITY_BOUNDS, type QuantityBounds } from './quantity'

export const FEW_LEFT = 5

export function fewLeft(stock: number | undefined): number | null {
  return stock !== undefined && stock > 0 && stock <= FEW_LEFT ? stock : null
}

export function quantityBoundsFor(stock: number | undefined): QuantityBounds {
  if (stock === undefined || stock <= 0) return DEFAULT_QUANTITY_BOUNDS
  return { ...DEFAULT_QUANTITY_BOUNDS, max: Math.min(stock, DEFAULT_QUANTITY_BOUNDS.max) }
}

export const RESERVATION_MINUTES = 30

export interface StockShortage {
  articleId: number
  articleNumber: string
  requested: number
  available: number
}

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

export function shortageMessage(lines: readonly StockShortage[]): string {
  const parts = lines.map(
    (line) => `${line.articleNumber}: ${line.requested} ordered, ${line.available} left`,
  )
  return `Not enough in stock: ${parts.join('; ')}.`
}
