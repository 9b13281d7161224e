import { describe, expect, it } from 'vitest'
import { quoteLine, quoteTotals } from './quote'

describe('a quote', () => {
  it('gives each line its amounts without MVA, taken from the amounts with MVA', () => {
    expect(quoteLine(12_500, 4)).toEqual({
      unitInclMva: 12_500,
      unitExMva: 10_000,
      lineInclMva: 50_000,
      lineExMva: 40_000,
    })
  })

  it('keeps awkward amounts whole: 1 øre, 99 øre and 12 345 678 øre', () => {
    for (const amount of [1, 99, 12_345_678]) {
      const line = quoteLine(amount, 3)
      expect(Number.isInteger(line.unitExMva) && Number.isInteger(line.lineExMva)).toBe(true)
      expect(line.lineInclMva).toBe(amount * 3)
    }
  })

  it('adds its totals up to the øre: eks. mva plus mva is inkl. mva', () => {
    const lines = [1, 99, 12_345_678, 4_999, 3].map((amount, i) => quoteLine(amount, i + 1))
    const totals = quoteTotals(lines.map((line) => line.lineInclMva))
    expect(totals.inclMva).toBe(1 + 198 + 37_037_034 + 19_996 + 15)
    expect(totals.exMva + totals.mva).toBe(totals.inclMva)
    expect(totals.mva).toBe(Math.round(totals.inclMva / 5))
  })

  it('totals nothing as zero', () => {
    expect(quoteTotals([])).toEqual({ exMva: 0, mva: 0, inclMva: 0 })
  })

  it('refuses a fraction of an øre', () => {
    expect(() => quoteLine(10.5, 1)).toThrow(RangeError)
  })
})
