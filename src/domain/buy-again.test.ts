import { describe, expect, it } from 'vitest'
import { buyAgainProblem, todaysPrice } from './buy-again'

describe('buying an earlier line again', () => {
  it('can buy an article the shop sells and has, in stock or on order', () => {
    expect(buyAgainProblem({ available: true, availability: 'in-stock' })).toBeUndefined()
    expect(buyAgainProblem({ available: true })).toBeUndefined()
  })

  it('says an article the catalogue no longer has is gone', () => {
    expect(buyAgainProblem(null)).toBe('GONE')
  })

  it('says an article the shop does not sell now is not for sale', () => {
    expect(buyAgainProblem({ available: false, availability: 'in-stock' })).toBe('NOT_FOR_SALE')
  })

  it('says a sold-out article is out of stock', () => {
    expect(buyAgainProblem({ available: true, availability: 'out-of-stock' })).toBe('OUT_OF_STOCK')
  })

  it("takes today's price after the discount, never below nothing", () => {
    expect(todaysPrice({ price: 49_900, discount: 10_000 })).toBe(39_900)
    expect(todaysPrice({ price: 100, discount: 500 })).toBe(0)
  })
})
