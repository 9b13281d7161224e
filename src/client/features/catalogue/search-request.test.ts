import { describe, expect, it } from 'vitest'
import { keepSearchParams } from './listing-params'
import { parseResultsSearch, searchRequestOf } from './search-request'

const read = { loaded: true, current: null }
const withGolf = { loaded: true, current: { id: 320507 } }

describe('the results page address and its search', () => {
  it('keeps the words and the listing parameters, trimmed, dropping anything else', () => {
    expect(keepSearchParams({ q: '  brake pads ', sort: 'price_asc', utm: 'x' })).toEqual({
      q: 'brake pads',
      sort: 'price_asc',
    })
  })

  it('reads a number the router parsed as the words typed, and cuts a text past 100 characters', () => {
    expect(keepSearchParams({ q: 4711 }).q).toBe('4711')
    expect(keepSearchParams({ q: 'x'.repeat(500) }).q).toHaveLength(100)
    expect(keepSearchParams({ q: '   ' }).q).toBeUndefined()
  })

  it("ranks the garage's current vehicle first instead of filtering by it", () => {
    const request = searchRequestOf(parseResultsSearch({ q: 'oljefilter' }), withGolf, false)
    expect(request).toEqual({
      text: 'oljefilter',
      category: undefined,
      filters: {},
      sort: 'default',
      page: 1,
      preferVehicle: 320507,
    })
  })

  it('ranks nothing first when a vehicle filter already narrows the results', () => {
    const search = parseResultsSearch({ q: 'oljefilter', filter_vehicle: 12345 })
    const request = searchRequestOf(search, withGolf, false)
    expect(request?.filters).toEqual({ vehicle: 12345 })
    expect(request?.preferVehicle).toBeUndefined()
  })

  it('asks nothing for a single character, nor before the garage is read', () => {
    expect(searchRequestOf(parseResultsSearch({ q: 'a' }), read, false)).toBeNull()
    const unread = { loaded: false, current: null }
    expect(searchRequestOf(parseResultsSearch({ q: 'ab' }), unread, false)).toBeNull()
    expect(searchRequestOf(parseResultsSearch({ q: 'ab' }), unread, true)?.text).toBe('ab')
  })
})
