/**
 * Sums are taken from the total, not added up from rounded lines; line shares are ⌊4a/5⌋ or one
 * øre more (largest remainders first), so lines + shipping eks. mva + MVA = the total, to the øre.
 */
import { mvaContainedIn, priceExMva } from './mva'

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

export interface MvaBreakdown {
  lines: number[]
  subtotal: number
  shipping: number
  total: number
  mva: number
}

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
