/**
 * Money is an integer number of øre (1 kr = 100 øre) everywhere: never floats, so sums are
 * exact. Formatting to `1 234,50 kr` and MVA (Norwegian VAT, 25 % of the item total)
 * live here. Conversion to other currencies is in `currency.ts`.
 */
import type { Locale } from './locale'
import { formatCurrencyAmount } from './number-format'

/** Øre in one krone. */
export const ORE_PER_KRONE = 100

/** MVA (merverdiavgift) as a fraction of the item total: 25 %. */
export const MVA_RATE = 0.25

/** Throws a RangeError unless `ore` is a safe integer: a float here is a bug upstream. */
export function assertOre(ore: number): void {
  if (!Number.isSafeInteger(ore)) {
    throw new RangeError(`Money must be a whole number of øre, got ${ore}`)
  }
}

/** Kroner (possibly with decimals, e.g. 12.5) to øre, rounded to the nearest øre. */
export function kronerToOre(kroner: number): number {
  if (!Number.isFinite(kroner)) throw new RangeError(`Not an amount of kroner: ${kroner}`)
  const ore = Math.round(kroner * ORE_PER_KRONE)
  assertOre(ore)
  return ore
}

/** Øre to kroner, for display and `Intl` only — never compute with the result. */
export function oreToKroner(ore: number): number {
  assertOre(ore)
  return ore / ORE_PER_KRONE
}

/** Øre as a decimal string of kroner, `12345` → `"123.45"` (structured data, feeds). */
export function oreToDecimal(ore: number): string {
  assertOre(ore)
  const sign = ore < 0 ? '-' : ''
  const abs = Math.abs(ore)
  return `${sign}${Math.floor(abs / ORE_PER_KRONE)}.${String(abs % ORE_PER_KRONE).padStart(2, '0')}`
}

/** MVA of an amount: mva = round(amount × 0.25), in øre (half an øre rounds up). */
export function mvaOf(amountOre: number): number {
  assertOre(amountOre)
  return Math.round(amountOre * MVA_RATE)
}

// Both show `kr`. English keeps its own separators, `kr 1,234.50`; Norwegian gives
// `1 234,50 kr` with U+00A0 no-break spaces (and U+2212 for a minus sign): Intl's formats,
// written out by number-format.ts so no page waits for the browser's locale data.
export function formatMoney(ore: number, locale: Locale = 'no'): string {
  assertOre(ore)
  return formatCurrencyAmount(ore, 'kr', locale)
}
