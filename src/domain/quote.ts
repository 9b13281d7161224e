/**
 * A quote's money in integer øre, by the one MVA rule (mva.ts, mva-breakdown.ts): the totals
 * are figured from the total incl. MVA, and each line's amount without MVA is its share of
 * that total's, so the lines without MVA add up to the total without MVA, and that plus the
 * MVA is the total, to the øre.
 */
import { assertOre } from './money'
import { priceExMva } from './mva'
import { mvaBreakdown } from './mva-breakdown'

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

/** The lines (`quantity` pieces at `unitInclMva` øre each) with their amounts and totals. */
export function quote(lines: readonly { unitInclMva: number; quantity: number }[]): {
  lines: QuoteLine[]
  totals: QuoteTotals
} {
  const amounts = lines.map(({ unitInclMva, quantity }) => {
    assertOre(unitInclMva)
    return unitInclMva * quantity
  })
  const exMva = mvaBreakdown(amounts, 0)
  return {
    lines: lines.map(({ unitInclMva }, i) => ({
      unitInclMva,
      unitExMva: priceExMva(unitInclMva),
      lineInclMva: amounts[i] as number,
      lineExMva: exMva.lines[i] as number,
    })),
    totals: {
      exMva: exMva.total,
      mva: exMva.mva,
      inclMva: amounts.reduce((sum, amount) => sum + amount, 0),
    },
  }
}
