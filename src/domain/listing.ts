/** Listing filters and sorts as they travel in a query string, read the same way by server (validation) and client (links). */
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

export const STOCK_FILTERS = ['in-stock', 'out-of-stock'] as const satisfies readonly StockStatus[]
export type StockFilterValue = (typeof STOCK_FILTERS)[number]

export const LISTING_FILTERS = {
  brand: 'check',
  price: 'range',
  rating: 'rating',
  stock: 'check',
  vehicle: 'vehicle',
} as const satisfies Record<string, FilterType>
export type ListingFilterSlug = keyof typeof LISTING_FILTERS

export interface ListingFilters {
  brand?: string[]
  price?: [number, number]
  rating?: number[]
  stock?: StockFilterValue[]
  vehicle?: number | null
}

/** Counting is most of a listing's cost, and nobody pages through a thousand parts: beyond it a list says "1 000+". */
export const MAX_LISTED = 1_000

export function formatListedCount(
  total: number,
  totalCapped: boolean | undefined,
  locale: Locale,
): string {
  return totalCapped ? `${formatInteger(MAX_LISTED, locale)}+` : formatInteger(total, locale)
}
const MAX_BRANDS = 50

const BRAND_SLUG = /^[a-z0-9][a-z0-9-]{0,59}$/

export type ListingFilterValue<S extends ListingFilterSlug> = Exclude<ListingFilters[S], undefined>

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

export const MAX_FILTER_TEXT = 2000

export type ParsedListingFilter<S extends ListingFilterSlug> =
  | { ok: true; value: ListingFilterValue<S> }
  | { ok: false; message: string }

/** The one rule the server's request schema and the client's address both apply. */
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

export interface ListingQuery {
  sort: ListingSort
  filter_brand?: string[]
  filter_price?: [number, number]
  filter_rating?: number[]
  filter_stock?: StockFilterValue[]
  filter_vehicle?: number | null
  facets?: boolean
}

export function listingFilters(query: ListingQuery): ListingFilters {
  const filters: ListingFilters = {}
  if (query.filter_brand?.length) filters.brand = query.filter_brand
  if (query.filter_price) filters.price = query.filter_price
  if (query.filter_rating?.length) filters.rating = query.filter_rating
  if (query.filter_stock?.length) filters.stock = query.filter_stock
  if (query.filter_vehicle) filters.vehicle = query.filter_vehicle
  return filters
}

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

export function roundPriceBounds(minOre: number, maxOre: number): [number, number] {
  const step = (kr: number) => 10 ** Math.max(0, Math.floor(Math.log10(Math.max(kr, 1))))
  const minKr = Math.floor(minOre / 100)
  const maxKr = Math.ceil(maxOre / 100)
  const low = Math.floor(minKr / step(minKr)) * step(minKr)
  const high = Math.ceil(maxKr / step(maxKr)) * step(maxKr)
  return [low * 100, high * 100]
}
