/**
 * Catalogue listings: the filters a list of articles can be narrowed by
 * (brand, price range, rating, stock, vehicle), its sort orders, and how both travel in a
 * query string — `filter_<slug>=<value>` with the spec's serialisation (filters.ts: lists
 * comma-joined, ranges `min-max`, no vehicle `''`) and `sort=<order>`. Shared by the server
 * (validation) and the client (building links), so both read the same URL the same way.
 */
import type { StockStatus } from './stock-status'
import { MAX_INT4 } from './int4'
import type { Locale } from './locale'
import { formatInteger } from './number-format'
import {
  type FilterType,
  type FilterValues,
  parseFilterValue,
  serializeFilterValue,
} from './filters'

export const LISTING_SORTS = [
  'default',
  'price_asc',
  'price_desc',
  'name_asc',
  'name_desc',
  'rating_desc',
] as const
export type ListingSort = (typeof LISTING_SORTS)[number]

/** The stock statuses a shopper can filter by: the ones the shop's catalogue gives. */
export const STOCK_FILTERS = ['in-stock', 'out-of-stock'] as const satisfies readonly StockStatus[]
export type StockFilterValue = (typeof STOCK_FILTERS)[number]

/** Each listing filter: its slug in the URL (`filter_<slug>`) and its kind. */
export const LISTING_FILTERS = {
  brand: 'check',
  price: 'range',
  rating: 'rating',
  stock: 'check',
  vehicle: 'vehicle',
} as const satisfies Record<string, FilterType>
export type ListingFilterSlug = keyof typeof LISTING_FILTERS

export interface ListingFilters {
  /** Brand slugs (`/brand/list`), any of them. */
  brand?: string[]
  /** Price after discount, øre incl. MVA, both ends included. */
  price?: [number, number]
  /** Whole stars, any of them. */
  rating?: number[]
  stock?: StockFilterValue[]
  /** Only articles fitting this vehicle variant (carId); `null` means all vehicles. */
  vehicle?: number | null
}

/**
 * Totals are counted up to this many matches; beyond it a list says "1 000+" (`totalCapped`)
 * and pages stop there (page 63 at 16 a page). Counting is most of a listing's cost (ten
 * thousand index entries cost more than the rest of the page together), and nobody pages
 * through a thousand parts: they pick a category or a filter.
 */
export const MAX_LISTED = 1_000

/** A list's count as shown: `12 345`, or `1 000+` when it was capped (`totalCapped`). */
export function formatListedCount(
  total: number,
  totalCapped: boolean | undefined,
  locale: Locale,
): string {
  return totalCapped ? `${formatInteger(MAX_LISTED, locale)}+` : formatInteger(total, locale)
}
/** Most brands one filter may name. */
const MAX_BRANDS = 50

const BRAND_SLUG = /^[a-z0-9][a-z0-9-]{0,59}$/

/** A filter's value once read: what `ListingFilters` holds for that slug. */
export type ListingFilterValue<S extends ListingFilterSlug> = Exclude<ListingFilters[S], undefined>

/** The rule each filter's value must meet after the spec's serialisation is read. */
const FILTER_CHECKS: {
  [S in ListingFilterSlug]: (value: FilterValues[(typeof LISTING_FILTERS)[S]]) => string | null
} = {
  brand: (slugs) =>
    slugs.length > MAX_BRANDS
      ? `At most ${MAX_BRANDS} brands.`
      : slugs.every((slug) => BRAND_SLUG.test(slug))
        ? null
        : 'Brand filter values are brand slugs such as "bosch".',
  price: ([min, max]) =>
    Number.isInteger(min) && Number.isInteger(max) && min >= 0 && max <= MAX_INT4
      ? null
      : 'Price filter is whole øre, min-max, e.g. 10000-50000.',
  rating: (stars) =>
    stars.every((n) => Number.isInteger(n) && n >= 0 && n <= 5)
      ? null
      : 'Rating filter values are whole stars 0–5.',
  stock: (statuses) =>
    statuses.every((s) => (STOCK_FILTERS as readonly string[]).includes(s))
      ? null
      : `Stock filter values are ${STOCK_FILTERS.join(', ')}.`,
  vehicle: (carId) =>
    carId === null || (Number.isInteger(carId) && carId > 0 && carId <= MAX_INT4)
      ? null
      : 'Vehicle filter is a vehicle id.',
}

/** Longest `filter_<slug>` text read. */
export const MAX_FILTER_TEXT = 2000

export type ParsedListingFilter<S extends ListingFilterSlug> =
  | { ok: true; value: ListingFilterValue<S> }
  | { ok: false; message: string }

/**
 * One `filter_<slug>` parameter read with the spec's serialisation (filters.ts) and checked:
 * the one rule the server's request schema (catalogue-api.ts) and the client's address
 * (listing-search.ts) both apply.
 */
export function parseListingFilter<S extends ListingFilterSlug>(
  slug: S,
  text: string,
): ParsedListingFilter<S> {
  if (text.length > MAX_FILTER_TEXT) {
    return { ok: false, message: `Filter text is at most ${MAX_FILTER_TEXT} characters.` }
  }
  const type = LISTING_FILTERS[slug] as (typeof LISTING_FILTERS)[S]
  let value: FilterValues[(typeof LISTING_FILTERS)[S]]
  try {
    value = parseFilterValue(type, text)
  } catch (error) {
    return { ok: false, message: (error as Error).message }
  }
  const problem = FILTER_CHECKS[slug](value as never)
  return problem
    ? { ok: false, message: problem }
    : { ok: true, value: value as unknown as ListingFilterValue<S> }
}

/** A listing query once read: its sort, filters (undefined when absent) and facets flag. */
export interface ListingQuery {
  sort: ListingSort
  filter_brand?: string[]
  filter_price?: [number, number]
  filter_rating?: number[]
  filter_stock?: StockFilterValue[]
  filter_vehicle?: number | null
  facets?: boolean
}

/** The filters of a parsed listing query, empty ones left out. */
export function listingFilters(query: ListingQuery): ListingFilters {
  const filters: ListingFilters = {}
  if (query.filter_brand?.length) filters.brand = query.filter_brand
  if (query.filter_price) filters.price = query.filter_price
  if (query.filter_rating?.length) filters.rating = query.filter_rating
  if (query.filter_stock?.length) filters.stock = query.filter_stock
  if (query.filter_vehicle) filters.vehicle = query.filter_vehicle
  return filters
}

/** The query-string parameters of filters and a sort, in a stable order (for links and caches). */
export function listingParams(filters: ListingFilters, sort: ListingSort = 'default') {
  const params = new URLSearchParams()
  if (sort !== 'default') params.set('sort', sort)
  for (const slug of Object.keys(LISTING_FILTERS) as ListingFilterSlug[]) {
    const value = filters[slug]
    if (value === undefined || value === null) continue
    if (Array.isArray(value) && value.length === 0) continue
    const type = LISTING_FILTERS[slug]
    params.set(`filter_${slug}`, serializeFilterValue(type, value as FilterValues[typeof type]))
  }
  return params
}

/**
 * Price-filter bounds rounded by magnitude: the lower one down and the upper one up
 * to a round number of kroner at their size (1 234 kr → 1 000 and 2 000), in øre.
 */
export function roundPriceBounds(minOre: number, maxOre: number): [number, number] {
  const step = (kr: number) => 10 ** Math.max(0, Math.floor(Math.log10(Math.max(kr, 1))))
  const minKr = Math.floor(minOre / 100)
  const maxKr = Math.ceil(maxOre / 100)
  const low = Math.floor(minKr / step(minKr)) * step(minKr)
  const high = Math.ceil(maxKr / step(maxKr)) * step(maxKr)
  return [low * 100, high * 100]
}
