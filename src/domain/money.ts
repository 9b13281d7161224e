/** Money is an integer number of øre everywhere: never floats, so sums are exact. */
import type { Locale } from './locale'
import { formatCurrencyAmount } from './number-format'

export const ORE_PER_KRONE = 100

export const MVA_RATE = 0.25

/** A float here is a bug upstream. */
export function assertOre(ore: number): void {
  if (!Number.isSafeInteger(ore)) {
    throw new RangeError(`Money must be a whole number of øre, got ${ore}`)
  }
}

export function kronerToOre(kroner: number): number {
  if (!Number.isFinite(kroner)) throw new RangeError(`Not an amount of kroner: ${kroner}`)
  const ore = Math.round(kroner * ORE_PER_KRONE)
  assertOre(ore)
  return ore
}

/** For display and `Intl` only — never compute with the result. */
export function oreToKroner(ore: number): number {
  assertOre(ore)
  return ore / ORE_PER_KRONE
}

export function oreToDecimal(ore: number): string {
  assertOre(ore)
  const sign = ore < 0 ? '-' : ''
  const abs = Math.abs(ore)
  return `${sign}${Math.floor(abs / ORE_PER_KRONE)}.${String(abs % ORE_PER_KRONE).padStart(2, '0')}`
}

export function mvaOf(amountOre: number): number {
  assertOre(amountOre)
  return Math.round(amountOre * MVA_RATE)
}

// Intl's nb-NO/en-GB formats, written out by number-format.ts so no page waits for locale data.
export function formatMoney(ore: number, locale: Locale = 'no'): string {
  assertOre(ore)
  return formatCurrencyAmount(ore, 'kr', locale)
}
