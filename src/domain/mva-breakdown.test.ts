import { describe, expect, it } from 'vitest'
import { mvaContainedIn, priceExMva } from './mva'
import { exMvaShares, mvaBreakdown } from './mva-breakdown'

describe('a cart or order without MVA', () => {
  const awkward = [1, 99, 12_345_678, 3, 7, 2_499, 14_900]

  it('splits amounts so the shares add up to the sum without MVA, each within an øre of 4/5', () => {
    for (let n = 1; n <= awkward.length; n++) {
      const amounts = awkward.slice(0, n)
      const shares = exMvaShares(amounts)
      const sum = amounts.reduce((a, b) => a + b, 0)
      expect(shares.reduce((a, b) => a + b, 0)).toBe(priceExMva(sum))
      shares.forEach((share, i) => {
        expect(Math.abs(share - (4 * amounts[i]) / 5)).toBeLessThan(1)
      })
    }
  })

  it('gives one amount its own price without MVA', () => {
    for (const amount of awkward) expect(exMvaShares([amount])).toEqual([priceExMva(amount)])
  })

  it('adds up: lines eks. mva + shipping eks. mva + MVA = total incl. MVA, to the øre', () => {
    const lines = [1, 99, 12_345_678, 99, 1]
    const shipping = 2_500
    const total = lines.reduce((a, b) => a + b, shipping)
    const figures = mvaBreakdown(lines, shipping)
    expect(figures.lines.reduce((a, b) => a + b, 0)).toBe(figures.subtotal)
    expect(figures.subtotal + figures.shipping).toBe(figures.total)
    expect(figures.total + figures.mva).toBe(total)
    expect(figures.mva).toBe(mvaContainedIn(total))
    expect(figures.shipping).toBe(2_000)
  })

  it('adds up for many carts of random lines', () => {
    let seed = 7
    const next = () => {
      seed = (seed * 48_271) % 2_147_483_647
      return seed
    }
    for (let cart = 0; cart < 2_000; cart++) {
      const lines = Array.from({ length: 1 + (next() % 12) }, () => next() % 5_000_000)
      const shipping = [0, 2_500, 14_900, 1][next() % 4]
      const figures = mvaBreakdown(lines, shipping)
      const total = lines.reduce((a, b) => a + b, shipping)
      expect(figures.lines.reduce((a, b) => a + b, 0) + figures.shipping + figures.mva).toBe(total)
      expect(figures.total).toBe(priceExMva(total))
    }
  })

  it('is all zeros for nothing', () => {
    expect(mvaBreakdown([], 0)).toEqual({ lines: [], subtotal: 0, shipping: 0, total: 0, mva: 0 })
  })
})
