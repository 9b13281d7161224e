/** Prices include 25 % MVA, so the MVA contained is a fifth, rounded to the øre; net + MVA is always the price. */
import { assertOre } from './money'

export function mvaContainedIn(amountOre: number): number {
  assertOre(amountOre)
  // Integer arithmetic, so no float ever decides an øre: round(a / 5) = floor((2a + 5) / 10).
  return Math.floor((2 * amountOre + 5) / 10)
}

export function priceExMva(amountOre: number): number {
  return amountOre - mvaContainedIn(amountOre)
}
