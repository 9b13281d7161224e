/**
 * A cart's or order's figures without MVA ('eks. mva'), by the rule of mva.ts. The sums are
 * taken from the total, not added up from rounded lines: total eks. mva = total − MVA of the
 * total. The lines' (and shipping's) amounts without MVA are shares of that figure, each its
 * own 4/5 rounded down or up with the øre left over going to the largest fractions, so
 * lines + shipping eks. mva = total eks. mva, and that + MVA = the total, to the øre.
 */
import { mvaContainedIn, priceExMva } from './mva'

/**
 * Amounts (each øre incl. MVA, ≥ 0) without MVA, adding up to `priceExMva` of their sum: each is
 * ⌊4a/5⌋ or one øre more; the øre left over go to the amounts with the largest fifths.
 */
export function exMvaShares(amountsOre: readonly number[]): number[] {
  const floors = amountsOre.map((a) => Math.floor((4 * a) / 5))
  const total = amountsOre.reduce((sum, a) => sum + a, 0)
  let left = priceExMva(total) - floors.reduce((sum, f) => sum + f, 0)
  const byFraction = amountsOre
    .map((a, index) => ({ index, fifths: (4 * a) % 5 }))
    .sort((x, y) => y.fifths - x.fifths || x.index - y.index)
  for (const { index, fifths } of byFraction) {
    if (left === 0 || fifths === 0) break
    floors[index] += 1
    left -= 1
  }
  return floors
}

/** A cart's or order's figures without MVA, each in øre; they add up as the header says. */
export interface MvaBreakdown {
  /** Each line's total eks. mva, in the lines' order. */
  lines: number[]
  /** Σ lines. */
  subtotal: number
  shipping: number
  /** subtotal + shipping = total incl. MVA − mva. */
  total: number
  /** The MVA the total contains: the TAX line. */
  mva: number
}

/** The figures eks. mva of lines (their totals incl. MVA) and shipping incl. MVA. */
export function mvaBreakdown(lineTotals: readonly number[], shipping: number): MvaBreakdown {
  const shares = exMvaShares([...lineTotals, shipping])
  const lines = shares.slice(0, lineTotals.length)
  const subtotal = lines.reduce((sum, line) => sum + line, 0)
  const total = lineTotals.reduce((sum, line) => sum + line, shipping)
  return {
    lines,
    subtotal,
    shipping: shares[lineTotals.length] ?? 0,
    total: priceExMva(total),
    mva: mvaContainedIn(total),
  }
}
