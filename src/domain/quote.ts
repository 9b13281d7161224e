/**
 * A quote's money: each line and the totals with and without MVA, in integer øre. Prices
 * include 25 % MVA; the MVA of an amount is taken from that amount (mva.ts), so on every row
 * the price without MVA plus its MVA is the price, to the øre. The totals are figured from the
 * total incl. MVA, not by adding up the lines' rounded amounts without MVA.
 */
import { assertOre } from './money'
import { mvaContainedIn, priceExMva } from './mva'

export interface QuoteLine {
  unitInclMva: number
  unitExMva: number
  lineInclMva: number
  lineExMva: number
}

export interface QuoteTotals {
  exMva: number
  mva: number
  inclMva: number
}

/** One line: `quantity` pieces at `unitInclMva` øre each. */
export function quoteLine(unitInclMva: number, quantity: number): QuoteLine {
  assertOre(unitInclMva)
  const lineInclMva = unitInclMva * quantity
  return {
    unitInclMva,
    unitExMva: priceExMva(unitInclMva),
    lineInclMva,
    lineExMva: priceExMva(lineInclMva),
  }
}

/** The totals of lines given by their amounts incl. MVA: eks. mva + mva = inkl. mva. */
export function quoteTotals(lineAmountsInclMva: readonly number[]): QuoteTotals {
  let inclMva = 0
  for (const amount of lineAmountsInclMva) {
    assertOre(amount)
    inclMva += amount
  }
  return { exMva: priceExMva(inclMva), mva: mvaContainedIn(inclMva), inclMva }
}
