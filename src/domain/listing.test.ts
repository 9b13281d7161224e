import { describe, expect, it } from 'vitest'
import { listingQuerySchema } from './catalogue-api'
import {
  formatListedCount,
  listingFilters,
  listingParams,
  parseListingFilter,
  roundPriceBounds,
} from './listing'

const parse = (params: URLSearchParams) =>
  listingQuerySchema.parse(Object.fromEntries(params.entries()))

describe('listing filters in the query string', () => {
  it('writes each filter with the spec serialisation: lists comma-joined, range min-max', () => {
    const params = listingParams(
      {
        brand: ['bosch', 'febi-bilstein'],
        price: [10000, 50000],
        rating: [4, 5],
        stock: ['in-stock'],
        vehicle: 12,
      },
      'price_asc',
    )
    expect(params.toString()).toBe(
      'sort=price_asc&filter_brand=bosch%2Cfebi-bilstein&filter_price=10000-50000&filter_rating=4%2C5&filter_stock=in-stock&filter_vehicle=12',
    )
  })

  it('reads back exactly the filters it wrote', () => {
    const filters = {
      brand: ['ate'],
      price: [0, 99900] as [number, number],
      rating: [0],
      vehicle: 7,
    }
    expect(listingFilters(parse(listingParams(filters)))).toEqual(filters)
  })

  it('leaves out empty filters and the default sort', () => {
    expect(listingParams({ brand: [], vehicle: null, rating: [] }).toString()).toBe('')
    expect(parse(new URLSearchParams()).sort).toBe('default')
  })

  it.each([
    ['filter_price', '300-100'],
    ['filter_price', '10-abc'],
    ['filter_rating', '6'],
    ['filter_rating', '4.5'],
    ['filter_stock', 'on-shelf'],
    ['filter_brand', 'Bosch'],
    ['filter_vehicle', '0'],
    ['sort', 'random'],
  ])('refuses %s=%s', (name, value) => {
    expect(listingQuerySchema.safeParse({ [name]: value }).success).toBe(false)
  })
})

describe('one listing filter read from its text', () => {
  it('gives the value the listing narrows by', () => {
    expect(parseListingFilter('price', '10000-50000')).toEqual({ ok: true, value: [10000, 50000] })
    expect(parseListingFilter('stock', 'in-stock')).toEqual({ ok: true, value: ['in-stock'] })
    expect(parseListingFilter('vehicle', '')).toEqual({ ok: true, value: null })
  })

  it('says what is wrong with a value the server would refuse', () => {
    const parsed = parseListingFilter('rating', '6')
    expect(parsed.ok).toBe(false)
    expect(!parsed.ok && parsed.message).toMatch(/0–5/)
    expect(parseListingFilter('brand', 'x'.repeat(2001)).ok).toBe(false)
  })
})

describe('price-filter bounds rounded by magnitude', () => {
  it('rounds the lower bound down and the upper bound up at their own size, in øre', () => {
    expect(roundPriceBounds(123_400, 456_700)).toEqual([100_000, 500_000])
    expect(roundPriceBounds(8_950, 1_234_500)).toEqual([8_000, 2_000_000])
    expect(roundPriceBounds(0, 99)).toEqual([0, 100])
  })
})

describe('formatListedCount', () => {
  it('shows a count with the language’s thousands separator, and a capped one as 1 000+', () => {
    expect(formatListedCount(12_345, false, 'no')).toBe('12\u00a0345')
    expect(formatListedCount(12_345, false, 'en')).toBe('12,345')
    expect(formatListedCount(5_000, true, 'no')).toBe('1\u00a0000+')
    expect(formatListedCount(7, undefined, 'en')).toBe('7')
  })
})
