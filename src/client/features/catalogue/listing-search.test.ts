import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { listingParams } from '../../../domain/listing'
import {
  activeFilters,
  LAST_LISTING_PAGE,
  type ListingSearch,
  listingFiltersOf,
  listingPageOf,
  listingRequestOf,
  parseListingSearch,
  parseListingSearchWithLayout,
  listingSortOf,
  toggled,
  withFilter,
  withoutActiveFilter,
  withoutFilters,
  withPage,
  withSort,
} from './listing-search'

/** What a route's validateSearch makes of an address, as the router parses it. */
const fromAddress = (query: string) => parseListingSearch(defaultParseSearch(query))
/** The address the router writes for a search, decoded (`%2C` → `,`). */
const toAddress = (search: object) => decodeURIComponent(defaultStringifySearch(search))

describe('listing filters in the address', () => {
  const spec =
    '?sort=price_asc&page=2&filter_brand=bosch,febi-bilstein&filter_price=10000-50000' +
    '&filter_rating=4,5&filter_stock=in-stock&filter_vehicle=320507'

  it('reads every filter, the sort and the page of an address in the spec serialisation', () => {
    const search = fromAddress(spec)
    expect(listingFiltersOf(search)).toEqual({
      brand: ['bosch', 'febi-bilstein'],
      price: [10000, 50000],
      rating: [4, 5],
      stock: ['in-stock'],
      vehicle: 320507,
    })
    expect(listingSortOf(search)).toBe('price_asc')
    expect(listingPageOf(search)).toBe(2)
  })

  it('writes the address back exactly as it was read, in the API query-string form', () => {
    expect(toAddress(fromAddress(spec))).toBe(spec)
    const search = fromAddress(spec)
    // The address's filter part is what the API is sent (listingParams, shared with the server).
    const api = decodeURIComponent(listingParams(listingFiltersOf(search), 'price_asc').toString())
    expect(toAddress({ ...search, page: undefined })).toBe(`?${api}`)
  })

  it('keeps single numbers as numbers so the router does not quote them', () => {
    const search = fromAddress('?filter_rating=4&filter_vehicle=320507&filter_price=0-100')
    expect(search).toMatchObject({
      filter_rating: 4,
      filter_vehicle: 320507,
      filter_price: '0-100',
    })
    expect(toAddress(search)).toBe('?filter_price=0-100&filter_rating=4&filter_vehicle=320507')
  })

  it('round-trips every change made through the helpers', () => {
    let search: ListingSearch = {}
    search = withFilter(search, 'brand', ['bosch', 'mann-filter'])
    search = withFilter(search, 'price', [5000, 25000])
    search = withFilter(search, 'rating', [5])
    search = withFilter(search, 'vehicle', null)
    search = withSort(search, 'name_desc')
    search = withPage(search, 3)
    const again = fromAddress(defaultStringifySearch(search))
    expect(again).toEqual(search)
    expect(listingFiltersOf(again)).toEqual({
      brand: ['bosch', 'mann-filter'],
      price: [5000, 25000],
      rating: [5],
    })
  })
})

describe('malformed listing addresses', () => {
  it('drops each malformed value and keeps the good ones', () => {
    const search = fromAddress(
      '?filter_brand=BOSCH!&filter_price=abc&filter_rating=9&filter_stock=sold-out' +
        '&filter_vehicle=-3&sort=cheapest&page=abc&filter_color=red',
    )
    expect(search).toEqual({})
    expect(listingFiltersOf(search)).toEqual({})
    expect(listingPageOf(search)).toBe(1)

    const mixed = fromAddress('?filter_brand=bosch&filter_price=500-100&sort=rating_desc')
    expect(listingFiltersOf(mixed)).toEqual({ brand: ['bosch'] })
    expect(listingSortOf(mixed)).toBe('rating_desc')
  })

  it('reads page 0, negative, fractional and quoted pages as page 1', () => {
    for (const page of ['0', '-4', '2.5', '%222%22', '']) {
      expect(listingPageOf(fromAddress(`?page=${page}`))).toBe(1)
    }
  })

  it('turns a huge page number into the last page a listing can have', () => {
    expect(listingPageOf(fromAddress('?page=99999999'))).toBe(LAST_LISTING_PAGE)
    expect(listingPageOf(fromAddress('?page=1e300'))).toBe(LAST_LISTING_PAGE)
    expect(LAST_LISTING_PAGE).toBe(63)
  })

  it('drops empty lists rather than sending an empty filter', () => {
    expect(fromAddress('?filter_brand=&filter_rating=&filter_stock=')).toEqual({})
  })

  it('drops an unknown layout and keeps a known one', () => {
    const parse = (query: string) => parseListingSearchWithLayout(defaultParseSearch(query)).layout
    expect(parse('?layout=list')).toBe('list')
    expect(parse('?layout=carousel')).toBeUndefined()
  })
})

describe('the vehicle filter and the garage', () => {
  it("applies the garage's current vehicle when the address names none", () => {
    expect(listingFiltersOf(fromAddress(''), 320507)).toEqual({ vehicle: 320507 })
  })

  it('shows every vehicle for filter_vehicle= even with a vehicle in the garage', () => {
    const search = fromAddress('?filter_vehicle=')
    expect(search.filter_vehicle).toBe('')
    expect(listingFiltersOf(search, 320507)).toEqual({})
    expect(toAddress(search)).toBe('?filter_vehicle=')
  })

  it('prefers the vehicle the address names over the garage', () => {
    expect(listingFiltersOf(fromAddress('?filter_vehicle=111'), 320507)).toEqual({ vehicle: 111 })
  })
})

describe('changing a listing', () => {
  const onPage4 = fromAddress('?page=4&filter_brand=bosch')

  it('goes back to page 1 on every filter change and every sort change', () => {
    expect(withFilter(onPage4, 'stock', ['in-stock']).page).toBeUndefined()
    expect(withFilter(onPage4, 'brand', undefined).page).toBeUndefined()
    expect(withSort(onPage4, 'price_desc').page).toBeUndefined()
    expect(withoutFilters(onPage4, false).page).toBeUndefined()
  })

  it('leaves the default sort and page 1 out of the address', () => {
    expect(toAddress(withSort(fromAddress('?sort=price_asc'), 'default'))).toBe('')
    expect(toAddress(withPage(onPage4, 1))).toBe('?filter_brand=bosch')
  })

  it('removes one chip at a time and keeps the rest of that filter', () => {
    const search = fromAddress('?filter_brand=bosch,mann-filter&filter_rating=4,5&page=2')
    const filters = listingFiltersOf(search, 320507)
    const chips = activeFilters(filters)
    expect(chips).toEqual([
      { slug: 'brand', value: 'bosch' },
      { slug: 'brand', value: 'mann-filter' },
      { slug: 'rating', value: 4 },
      { slug: 'rating', value: 5 },
      { slug: 'vehicle', value: 320507 },
    ])
    const [bosch, , four, , vehicle] = chips
    if (!bosch || !four || !vehicle) throw new Error('chips missing')
    expect(toAddress(withoutActiveFilter(search, filters, bosch))).toBe(
      '?filter_brand=mann-filter&filter_rating=4,5',
    )
    expect(toAddress(withoutActiveFilter(search, filters, four))).toBe(
      '?filter_brand=bosch,mann-filter&filter_rating=5',
    )
    // Removing the garage's vehicle says so in the address: all vehicles.
    expect(toAddress(withoutActiveFilter(search, filters, vehicle))).toBe(
      '?filter_brand=bosch,mann-filter&filter_rating=4,5&filter_vehicle=',
    )
  })

  it('clears every filter, switching the garage vehicle off only when there is one', () => {
    const search = fromAddress('?filter_brand=bosch&sort=price_asc&filter_vehicle=5')
    expect(toAddress(withoutFilters(search, false))).toBe('?sort=price_asc')
    expect(toAddress(withoutFilters(search, true))).toBe('?sort=price_asc&filter_vehicle=')
  })

  it('ticks and unticks a value in a list', () => {
    expect(toggled(['a'], 'b', true)).toEqual(['a', 'b'])
    expect(toggled(['a', 'b'], 'a', false)).toEqual(['b'])
    expect(toggled(undefined, 'a', true)).toEqual(['a'])
    expect(toggled(['a'], 'a', true)).toEqual(['a'])
  })
})

describe('listingRequestOf', () => {
  const unread = { loaded: false, current: null }

  it('waits for the garage while the address names no vehicle', () => {
    expect(listingRequestOf({}, 'bremser', unread, false)).toBeNull()
  })

  it('filters by the garage’s current vehicle once the garage is read', () => {
    const request = listingRequestOf(
      {},
      'bremser',
      { loaded: true, current: { id: 320507 } },
      false,
    )
    expect(request).toEqual({
      category: 'bremser',
      filters: { vehicle: 320507 },
      sort: 'default',
      page: 1,
    })
  })

  it('asks at once for the vehicle the address names, or for none on a server-drawn page', () => {
    expect(listingRequestOf({ filter_vehicle: 42 }, undefined, unread, false)?.filters).toEqual({
      vehicle: 42,
    })
    expect(listingRequestOf({ page: 2 }, undefined, unread, true)).toEqual({
      category: undefined,
      filters: {},
      sort: 'default',
      page: 2,
    })
  })
})
