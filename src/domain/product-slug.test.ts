import { describe, expect, it } from 'vitest'
import { articleIdFromSlug, productSlug } from './product-slug'

describe('product slugs', () => {
  it('reads as brand, number and name and ends with the article id', () => {
    const slug = productSlug({
      articleId: 4711,
      articleNumber: '0 986 494 524',
      mfrName: 'BOSCH',
      articleName: 'Bremseklosser, skivebremse',
    })
    expect(slug).toBe('bosch-0-986-494-524-bremseklosser-skivebremse-4711')
    expect(articleIdFromSlug(slug)).toBe(4711)
  })

  it('spells Norwegian letters in ASCII and keeps long names short', () => {
    const slug = productSlug({
      articleId: 9,
      articleNumber: 'ÆØÅ-1',
      mfrName: 'LEMFÖRDER',
      articleName: 'x'.repeat(200),
    })
    expect(slug).toMatch(/^lemforder-aeoa-1-x+-9$/)
    expect(slug.length).toBeLessThanOrEqual(92)
  })

  it('finds no id in a slug without one, or with one too large for the database', () => {
    expect(articleIdFromSlug('bosch-bremseklosser')).toBeNull()
    expect(articleIdFromSlug('x-99999999999')).toBeNull()
    expect(articleIdFromSlug('12')).toBe(12)
  })
})
