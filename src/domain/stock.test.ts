import { describe, expect, it } from 'vitest'
import { MAX_QUANTITY } from './quantity'
import { expectedDeliveryDate, fewLeft, quantityBoundsFor, shortageMessage } from './stock'

describe('stock rules', () => {
  it('expects a part on backorder the lead time after today in Norway', () => {
    // 23:30 UTC on 31 January is already 1 February in Oslo.
    expect(expectedDeliveryDate(3, new Date('2026-01-31T23:30:00Z'))).toBe('2026-02-04')
    expect(expectedDeliveryDate(0, new Date('2026-06-15T10:00:00Z'))).toBe('2026-06-15')
  })

  it('tells of a few pieces left, not of plenty, none or an unknown stock', () => {
    expect([1, 5, 6, 0, undefined].map(fewLeft)).toEqual([1, 5, null, null, null])
  })

  it('caps a quantity at the pieces left, and leaves it uncapped when stock is unknown', () => {
    expect(quantityBoundsFor(3)).toMatchObject({ min: 1, max: 3 })
    expect(quantityBoundsFor(5000).max).toBe(MAX_QUANTITY)
    expect(quantityBoundsFor(undefined).max).toBe(MAX_QUANTITY)
  })

  it('names every short line with what is left', () => {
    expect(
      shortageMessage([
        { articleId: 1, articleNumber: 'A1', requested: 3, available: 1 },
        { articleId: 2, articleNumber: 'B2', requested: 2, available: 0 },
      ]),
    ).toBe('Not enough in stock: A1: 3 ordered, 1 left; B2: 2 ordered, 0 left.')
  })
})
