/**
 * Catalogue listings (issue "Catalogue" §4): the filters a list of articles can be narrowed by
 * (brand, price range, rating, stock, vehicle), its sort orders, and how both travel in a
 * query string — `filter_<slug>=<value>` with the spec's serialisation (filters.ts: lists
 * comma-joined, ranges `min-max`, no vehicle `''`) and `sort=<order>`. Shared by the server
 * (validation) and the client (building links), so both read the same URL the same way.
 */
import { z } from 'zod'
import { MAX_INT4 } from './int4'
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

/** Stock statuses a shopper can filter by (spec §3 stock status). */
export const STOCK_STATUSES = ['in-stock', 'out-of-stock'] as const
export type StockStatus = (typeof STOCK_STATUSES)[number]

/** Each listing filter: its slug in the URL (`filter_<slug>`) and its kind (spec §3). */
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
  stock?: StockStatus[]
  /** Only articles fitting this vehicle variant (carId); `null` means all vehicles. */
  vehicle?: number | null
}

/**
 * Totals are counted up to this many matches; beyond it a list says "1 000+" (`totalCapped`)
 * and pages stop there (page 63 at 16 a page). Counting is most of a listing's cost (ten
 * thousand index entries cost more than the rest of the page together, see README "Catalogue
 * speed"), and nobody pages through a thousand parts: they pick a category or a filter.
 */
export const MAX_LISTED = 1_000
/** Most brands one filter may name. */
const MAX_BRANDS = 50

const BRAND_SLUG = /^[a-z0-9][a-z0-9-]{0,59}$/

/** A `filter_<slug>` parameter: the spec's serialisation of the filter's kind, then `check`. */
function filterParam<T extends FilterType, Out>(
  type: T,
  check: (value: FilterValues[T]) => string | null,
  finish: (value: FilterValues[T]) => Out,
) {
  return z
    .string()
    .max(2000)
    .transform((text, ctx) => {
      let value: FilterValues[T]
      try {
        value = parseFilterValue(type, text)
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message })
        return z.NEVER
      }
      const problem = check(value)
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem })
        return z.NEVER
      }
      return finish(value)
    })
}

const same = <T>(value: T) => value

export const listingQuerySchema = z.object({
  sort: z.enum(LISTING_SORTS).default('default'),
  filter_brand: filterParam(
    'check',
    (slugs) =>
      slugs.length > MAX_BRANDS
        ? `At most ${MAX_BRANDS} brands.`
        : slugs.every((slug) => BRAND_SLUG.test(slug))
          ? null
          : 'Brand filter values are brand slugs such as "bosch".',
    same,
  ).optional(),
  filter_price: filterParam(
    'range',
    ([min, max]) =>
      Number.isInteger(min) && Number.isInteger(max) && min >= 0 && max <= MAX_INT4
        ? null
        : 'Price filter is whole øre, min-max, e.g. 10000-50000.',
    same,
  ).optional(),
  filter_rating: filterParam(
    'rating',
    (stars) =>
      stars.every((n) => Number.isInteger(n) && n >= 0 && n <= 5)
        ? null
        : 'Rating filter values are whole stars 0–5.',
    same,
  ).optional(),
  filter_stock: filterParam(
    'check',
    (statuses) =>
      statuses.every((s) => (STOCK_STATUSES as readonly string[]).includes(s))
        ? null
        : `Stock filter values are ${STOCK_STATUSES.join(', ')}.`,
    (statuses) => statuses as StockStatus[],
  ).optional(),
  filter_vehicle: filterParam(
    'vehicle',
    (carId) =>
      carId === null || (Number.isInteger(carId) && carId > 0 && carId <= MAX_INT4)
        ? null
        : 'Vehicle filter is a vehicle id.',
    same,
  ).optional(),
  /** `1`: the answer also lists the filters with their choices (brands, price bounds, …). */
  facets: z
    .enum(['1', '0'])
    .transform((value) => value === '1')
    .optional(),
})
export type ListingQuery = z.infer<typeof listingQuerySchema>

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
 * Price-filter bounds rounded by magnitude (spec §9): the lower one down and the upper one up
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
