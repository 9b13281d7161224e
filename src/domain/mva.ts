/**
 * Prices without MVA ('eks. mva'), for trade customers. The catalogue's prices include 25 %
 * MVA, so the MVA an amount contains is a fifth of it (0.25 / 1.25), rounded to the nearest
 * whole øre (a fifth of whole øre never ends in a half), and the price without MVA is what remains. Computed per amount shown, so a
 * price without MVA plus its MVA is always the price with MVA, to the øre.
 */
import { assertOre } from './money'

/** The MVA contained in an amount incl. 25 % MVA: amount / 5 to the nearest øre. */
export function mvaContainedIn(amountOre: number): number {
  assertOre(amountOre)
  // Integer arithmetic, so no float ever decides an øre: round(a / 5) = floor((2a + 5) / 10).
  return Math.floor((2 * amountOre + 5) / 10)
}

/** An amount incl. 25 % MVA without its MVA: amount − round(amount / 5). */
export function priceExMva(amountOre: number): number {
  return amountOre - mvaContainedIn(amountOre)
}
