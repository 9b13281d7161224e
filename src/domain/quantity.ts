export const DEFAULT_QUANTITY = 1

/** The catalogue gives no stock count; three digits keeps a slipped key sane. */
export const MAX_QUANTITY = 999

export interface QuantityBounds {
  min: number
  max: number
  step: number
}

export const DEFAULT_QUANTITY_BOUNDS: QuantityBounds = Object.freeze({
  min: DEFAULT_QUANTITY,
  max: MAX_QUANTITY,
  step: 1,
})

export function clampQuantity(value: number, { min, max, step }: QuantityBounds): number {
  if (Number.isNaN(value)) return min
  const clamped = Math.min(Math.max(value, min), max)
  const snapped = min + Math.round((clamped - min) / step) * step
  return snapped > max ? snapped - step : snapped
}

export function parseQuantityText(text: string): number | null {
  const trimmed = text.trim()
  if (!/^[+-]?\d{1,15}$/.test(trimmed)) return null
  return Number(trimmed)
}

/** 0, an empty box and non-numbers leave `current` as it is. */
export function quantityFromText(text: string, current: number, bounds: QuantityBounds): number {
  const typed = parseQuantityText(text)
  if (typed === null || typed === 0) return current
  return clampQuantity(typed, bounds)
}

export function stepQuantity(current: number, direction: 1 | -1, bounds: QuantityBounds): number {
  return clampQuantity(current + direction * bounds.step, bounds)
}

export type QuantityProblem = 'required' | 'not-a-number' | 'too-small' | 'too-large'

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
