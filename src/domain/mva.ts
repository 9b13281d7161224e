/**
 * MVA in the shop's prices: the one rule for the price without MVA ('eks. mva', for trade
 * customers) and for the MVA a cart or order contains (its TAX line). The catalogue's prices
 * and shipping include 25 % MVA, so the MVA an amount contains is a fifth of it
 * (0.25 / 1.25), rounded to the nearest whole øre (a fifth of whole øre never ends in a half),
 * and the price without MVA is what remains: net + MVA is always the price, to the øre.
 * A cart's or order's figures without MVA are in mva-breakdown.ts, by this rule.
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
