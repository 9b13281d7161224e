import { describe, expect, it } from 'vitest'
import { priceExMva } from './mva'
import { quote } from './quote'

describe('a quote', () => {
  it('gives each line its amounts without MVA, taken from the amounts with MVA', () => {
    expect(quote([{ unitInclMva: 12_500, quantity: 4 }]).lines).toEqual([
      { unitInclMva: 12_500, unitExMva: 10_000, lineInclMva: 50_000, lineExMva: 40_000 },
    ])
  })

  it('adds up to the øre with awkward amounts: 1 øre, 99 øre and 12 345 678 øre', () => {
    const lines = [1, 99, 12_345_678, 4_999, 3, 1].map((unitInclMva, i) => ({
      unitInclMva,
      quantity: i + 1,
    }))
    const { lines: figured, totals } = quote(lines)
    expect(totals.inclMva).toBe(1 + 198 + 37_037_034 + 19_996 + 15 + 6)
    expect(totals.exMva + totals.mva).toBe(totals.inclMva)
    expect(totals.mva).toBe(Math.round(totals.inclMva / 5))
    expect(figured.reduce((sum, line) => sum + line.lineExMva, 0)).toBe(totals.exMva)
    for (const line of figured) {
      // Each line's share is its own figure without MVA, or an øre from it.
      expect(Math.abs(line.lineExMva - priceExMva(line.lineInclMva))).toBeLessThanOrEqual(1)
    }
  })

  it('totals nothing as zero', () => {
    expect(quote([]).totals).toEqual({ exMva: 0, mva: 0, inclMva: 0 })
  })

  it('refuses a fraction of an øre', () => {
    expect(() => quote([{ unitInclMva: 10.5, quantity: 1 }])).toThrow(RangeError)
  })
})
