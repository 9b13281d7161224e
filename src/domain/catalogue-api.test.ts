import { describe, expect, it } from 'vitest'
import {
  brandSlug,
  DEFAULT_PER_PAGE,
  pageQuerySchema,
  productItemBodySchema,
  searchQuerySchema,
  searchTextSchema,
} from './catalogue-api'

describe('catalogue request schemas', () => {
  it('pages from 1 with 16 per page unless told otherwise', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, perPage: DEFAULT_PER_PAGE })
    expect(pageQuerySchema.parse({ page: '3', perPage: '100' })).toEqual({ page: 3, perPage: 100 })
  })

  it('refuses page below 1 and perPage above 100 or fractional', () => {
    for (const query of [
      { page: '0' },
      { perPage: '101' },
      { perPage: '0' },
      { page: '1.5' },
      { page: 'x' },
    ]) {
      expect(pageQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false)
    }
  })

  it('trims search text and wants 2 to 100 characters', () => {
    expect(searchTextSchema.parse('  w 712  ')).toBe('w 712')
    for (const text of ['', '   ', 'a', ' a ', 'x'.repeat(101)]) {
      expect(searchTextSchema.safeParse(text).success, text.slice(0, 5)).toBe(false)
    }
    expect(searchTextSchema.safeParse('x'.repeat(100)).success).toBe(true)
  })

  it('searches without invisible marks and takes an emoji alone as a search that finds nothing', () => {
    expect(searchTextSchema.parse('br\u200femse\u200f')).toBe('bremse')
    expect(searchTextSchema.parse('\ufeffbremse\tklosser')).toBe('bremse klosser')
    expect(searchTextSchema.parse('🚗')).toBe('🚗')
    expect(searchTextSchema.safeParse('a\u200f').success).toBe(false)
    expect(searchTextSchema.safeParse('\u202e\u2066').success).toBe(false)
  })

  it('reads the featured flag as 1/0 or true/false', () => {
    expect(searchQuerySchema.parse({ search: 'ab', featured: '1' }).featured).toBe(true)
    expect(searchQuerySchema.parse({ search: 'ab', featured: 'false' }).featured).toBe(false)
    expect(searchQuerySchema.parse({ search: 'ab' }).featured).toBeUndefined()
    expect(searchQuerySchema.safeParse({ search: 'ab', featured: 'yes' }).success).toBe(false)
  })

  it('takes a product id as an articleId or as an article number', () => {
    expect(productItemBodySchema.parse({ id: 42 })).toEqual({ id: 42, lang: 'no' })
    expect(productItemBodySchema.parse({ id: ' 0 986 494 399 ', lang: 'en' })).toEqual({
      id: '0 986 494 399',
      lang: 'en',
    })
    expect(productItemBodySchema.safeParse({ id: 0 }).success).toBe(false)
    expect(productItemBodySchema.parse({ id: '\u200e17086\u200b' }).id).toBe('17086')
  })
})

describe('brand slugs', () => {
  it('writes brand names as lower-case ascii joined by dashes', () => {
    expect(brandSlug('MANN-FILTER')).toBe('mann-filter')
    expect(brandSlug('FEBI BILSTEIN')).toBe('febi-bilstein')
    expect(brandSlug('LEMFÖRDER')).toBe('lemforder')
    expect(brandSlug('LESJÖFORS')).toBe('lesjofors')
    expect(brandSlug('Nordisk Ø&Å')).toBe('nordisk-o-a')
  })
})
