/**
 * The numeric quantity input's rules: it has a step, a minimum and a maximum; typed
 * text that is 0 or not a number is ignored (the quantity stays what it was); any other number
 * is clamped to the bounds and put on the step. The quick view also requires a quantity of at
 * least 1, and adding to the cart starts from 1.
 */

/** The quantity an input starts with (default add-to-cart quantity 1). */
export const DEFAULT_QUANTITY = 1

/**
 * Most of one article a shopper may choose at once. The catalogue gives no stock count, and a
 * workshop orders dozens of filters but never thousands: three digits keeps a slipped key sane.
 */
export const MAX_QUANTITY = 999

export interface QuantityBounds {
  /** Smallest quantity, ≥ 1. */
  min: number
  /** Largest quantity, ≥ `min`. */
  max: number
  /** Quantities are `min`, `min + step`, `min + 2·step` … */
  step: number
}

export const DEFAULT_QUANTITY_BOUNDS: QuantityBounds = Object.freeze({
  min: DEFAULT_QUANTITY,
  max: MAX_QUANTITY,
  step: 1,
})

/** `value` within the bounds, on the nearest step from `min` that does not pass `max`. */
export function clampQuantity(value: number, { min, max, step }: QuantityBounds): number {
  if (Number.isNaN(value)) return min
  const clamped = Math.min(Math.max(value, min), max)
  const snapped = min + Math.round((clamped - min) / step) * step
  return snapped > max ? snapped - step : snapped
}

/** A whole number written in the text (spaces around it allowed), or `null` when it is none. */
export function parseQuantityText(text: string): number | null {
  const trimmed = text.trim()
  if (!/^[+-]?\d{1,15}$/.test(trimmed)) return null
  return Number(trimmed)
}

/**
 * The quantity after the shopper typed `text`: 0, an empty box and anything that is not a whole
 * number leave `current` as it is; other numbers are
 * clamped (a negative one becomes the minimum).
 */
export function quantityFromText(text: string, current: number, bounds: QuantityBounds): number {
  const typed = parseQuantityText(text)
  if (typed === null || typed === 0) return current
  return clampQuantity(typed, bounds)
}

/** One step up (`+1`) or down (`-1`) from `current`, never past the bounds. */
export function stepQuantity(current: number, direction: 1 | -1, bounds: QuantityBounds): number {
  return clampQuantity(current + direction * bounds.step, bounds)
}

/** What is wrong with the text in a quantity box, for the message beside it. */
export type QuantityProblem = 'required' | 'not-a-number' | 'too-small' | 'too-large'

/** Why `text` is not an acceptable quantity, or `null` when it is one (required, ≥ 1). */
export function quantityProblem(
  text: string,
  { min, max }: QuantityBounds,
): QuantityProblem | null {
  if (text.trim() === '') return 'required'
  const typed = parseQuantityText(text)
  if (typed === null) return 'not-a-number'
  if (typed < min) return 'too-small'
  if (typed > max) return 'too-large'
  return null
}
