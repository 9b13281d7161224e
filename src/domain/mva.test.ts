import { describe, expect, it } from 'vitest'
import { mvaContainedIn, priceExMva } from './mva'

describe('prices without MVA', () => {
  it.each([
    [12500, 2500, 10000],
    [1, 0, 1],
    [2, 0, 2],
    [3, 1, 2],
    [99, 20, 79],
    [12345678, 2469136, 9876542],
    [0, 0, 0],
  ])('finds %i øre incl. MVA to contain %i øre MVA and %i øre without', (gross, mva, net) => {
    expect(mvaContainedIn(gross)).toBe(mva)
    expect(priceExMva(gross)).toBe(net)
    expect(priceExMva(gross) + mvaContainedIn(gross)).toBe(gross)
  })

  it('rounds the MVA to the nearest øre', () => {
    expect(mvaContainedIn(7)).toBe(1)
    expect(mvaContainedIn(8)).toBe(2)
    expect(mvaContainedIn(-8)).toBe(-2)
  })

  it('refuses fractions of an øre', () => {
    expect(() => priceExMva(1.5)).toThrow(RangeError)
  })
})
