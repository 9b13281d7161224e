/**
 * A product listing's state in the address: the filters as the server
 * reads them (`filter_<slug>`, src/domain/listing.ts), the sort
 * and the page. Route `validateSearch` uses `parseListingSearch`: a malformed value is
 * dropped (that filter is reset), never an error. Every change of a filter or the sort goes
 * back to page 1.
 *
 * The router JSON-parses values that look like numbers (`?filter_vehicle=320507` → 320507)
 * and quotes strings that would parse (`"4"` → `%224%22`), so each filter is kept as its
 * query-string text turned into a number when that text is a plain number: the address then
 * reads exactly as the API's query string (`filter_rating=4,5`, `filter_vehicle=`).
 */
import { DEFAULT_PER_PAGE } from '../../../domain/catalogue-rules'
import { type FilterValues, serializeFilterValue } from '../../../domain/filters'
import {
  LISTING_FILTERS,
  LISTING_SORTS,
  type ListingFilterSlug,
  type ListingFilters,
  type ListingSort,
  MAX_LISTED,
  parseListingFilter,
} from '../../../domain/listing'
import { oneOf } from '../../lib/search-params'
import type { ProductsRequest } from '../../data/catalogue/get-products'

/** Products per listing page. */
export const PRODUCTS_PER_PAGE = DEFAULT_PER_PAGE
/** The last page a listing can have: totals are counted to MAX_LISTED. */
export const LAST_LISTING_PAGE = Math.ceil(MAX_LISTED / PRODUCTS_PER_PAGE)

export const LISTING_LAYOUTS = ['grid', 'list'] as const
export type ListingLayout = (typeof LISTING_LAYOUTS)[number]

/** A filter's value as the address holds it: its query-string text, or that number. */
export type FilterToken = string | number

type FilterParam = `filter_${ListingFilterSlug}`

/** A listing's address: every part optional, malformed ones already dropped. */
export type ListingSearch = {
  /** `default` is left out of the address. */
  sort?: Exclude<ListingSort, 'default'>
  /** 1-based; left out on page 1. */
  page?: number
} & { [P in FilterParam]?: FilterToken }

/** `/catalog/products` and `/products` also keep the layout in the address. */
export type ListingSearchWithLayout = ListingSearch & { layout?: ListingLayout }

/** The query-string text as the router hands it over (it has JSON-parsed numbers, booleans). */
function tokenText(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value === 'boolean') return String(value)
  return undefined
}

/** The text as the router will write it back unchanged. */
export function toToken(text: string): FilterToken {
  const number = Number(text)
  return text !== '' && Number.isFinite(number) && String(number) === text ? number : text
}

/**
 * One `filter_<slug>` parameter: kept when the server would accept it (the domain's own
 * rule), in its canonical text; an empty list means no filter and is dropped. Only the
 * vehicle filter keeps an empty value: `filter_vehicle=` says "all vehicles".
 */
function filterToken(slug: ListingFilterSlug, value: unknown): FilterToken | undefined {
  const text = tokenText(value)
  if (text === undefined) return undefined
  const parsed = parseListingFilter(slug, text)
  if (!parsed.ok) return undefined
  const type = LISTING_FILTERS[slug]
  const canonical = serializeFilterValue(type, parsed.value as FilterValues[typeof type])
  if (canonical === '' && slug !== 'vehicle') return undefined
  return toToken(canonical)
}

const SORTS = LISTING_SORTS.filter((sort) => sort !== 'default') as Exclude<
  ListingSort,
  'default'
>[]

/**
 * A listing's address as the route reads it (`validateSearch`): a malformed sort, page or
 * filter is dropped — that filter is reset — never an error. A huge page number becomes the
 * last page a listing can have (the listing then moves to its own last page).
 */
export function parseListingSearch(raw: Record<string, unknown>): ListingSearch {
  const page = raw.page
  const search: ListingSearch = {
    sort: oneOf(SORTS, raw.sort),
    page:
      typeof page === 'number' && Number.isInteger(page) && page >= 2
        ? Math.min(page, LAST_LISTING_PAGE)
        : undefined,
  }
  for (const slug of FILTER_SLUGS)
    search[`filter_${slug}`] = filterToken(slug, raw[`filter_${slug}`])
  return search
}

/** `parseListingSearch` plus the layout (`grid` or `list`). */
export function parseListingSearchWithLayout(
  raw: Record<string, unknown>,
): ListingSearchWithLayout {
  return { ...parseListingSearch(raw), layout: oneOf(LISTING_LAYOUTS, raw.layout) }
}

const FILTER_SLUGS = Object.keys(LISTING_FILTERS) as ListingFilterSlug[]

/**
 * The filters a listing asks the server for. Without `filter_vehicle` in the address the
 * garage's current vehicle applies (`defaultVehicle`); `filter_vehicle=` means all vehicles.
 */
export function listingFiltersOf(
  search: ListingSearch,
  defaultVehicle: number | null = null,
): ListingFilters {
  // parseListingSearch made every token; one that does not read would be a hand-made object.
  const read = <S extends ListingFilterSlug>(slug: S) => {
    const token = search[`filter_${slug}`]
    if (token === undefined) return undefined
    const parsed = parseListingFilter(slug, String(token))
    return parsed.ok ? parsed.value : undefined
  }
  const filters: ListingFilters = {}
  const brand = read('brand')
  const price = read('price')
  const rating = read('rating')
  const stock = read('stock')
  if (brand?.length) filters.brand = brand
  if (price) filters.price = price
  if (rating?.length) filters.rating = rating
  if (stock?.length) filters.stock = stock
  const vehicle = search.filter_vehicle === undefined ? defaultVehicle : read('vehicle')
  if (vehicle) filters.vehicle = vehicle
  return filters
}

/** The sort of a listing's address (`default` when none). */
export function listingSortOf(search: ListingSearch): ListingSort {
  return search.sort ?? 'default'
}

/** The page asked for: at least 1, and never past the last page a listing can have. */
export function listingPageOf(search: ListingSearch): number {
  return Math.min(Math.max(search.page ?? 1, 1), LAST_LISTING_PAGE)
}

/** What a listing knows of the garage: whether it is read, and its current vehicle. */
export interface ListingGarage {
  loaded: boolean
  current: { id: number } | null
}

/**
 * The listing a page asks the API for, or `null` while it waits for the garage: without a
 * vehicle in the address, the garage's current vehicle is the default filter. A page rendered
 * on the server lists without it first, as the server did (`fromServerHtml`).
 */
export function listingRequestOf(
  search: ListingSearch,
  category: string | undefined,
  garage: ListingGarage,
  fromServerHtml: boolean,
): ProductsRequest | null {
  const ready = search.filter_vehicle !== undefined || garage.loaded || fromServerHtml
  if (!ready) return null
  return {
    category,
    filters: listingFiltersOf(search, garage.current?.id ?? null),
    sort: listingSortOf(search),
    page: listingPageOf(search),
  }
}

/**
 * The address with one filter set (or removed with `undefined`), back on page 1. The vehicle
 * filter set to `null` is written `filter_vehicle=` (all vehicles, whatever the garage says).
 */
export function withFilter<S extends ListingSearch, K extends ListingFilterSlug>(
  search: S,
  slug: K,
  value: ListingFilters[K] | undefined,
): S {
  const param: FilterParam = `filter_${slug}`
  let token: FilterToken | undefined
  if (slug === 'vehicle' && value === null) token = ''
  else if (value === undefined || value === null) token = undefined
  else if (Array.isArray(value) && value.length === 0) token = undefined
  else {
    const type = LISTING_FILTERS[slug]
    token = toToken(serializeFilterValue(type, value as FilterValues[typeof type]))
  }
  return { ...search, [param]: token, page: undefined }
}

/**
 * Every filter removed, back on page 1. When the garage has a current vehicle its default
 * filter is switched off too (`filter_vehicle=`), so "clear" shows everything.
 */
export function withoutFilters<S extends ListingSearch>(search: S, hasDefaultVehicle: boolean): S {
  const next: S = { ...search, page: undefined }
  for (const slug of FILTER_SLUGS) next[`filter_${slug}`] = undefined
  if (hasDefaultVehicle) next.filter_vehicle = ''
  return next
}

/** The address with another sort, back on page 1. */
export function withSort<S extends ListingSearch>(search: S, sort: ListingSort): S {
  return { ...search, sort: sort === 'default' ? undefined : sort, page: undefined }
}

/** The address on another page (page 1 is left out). */
export function withPage<S extends ListingSearch>(search: S, page: number): S {
  return { ...search, page: page > 1 ? page : undefined }
}

/** One removable chip of the active filters. */
export type ActiveFilter =
  | { slug: 'brand'; value: string }
  | { slug: 'price'; value: [number, number] }
  | { slug: 'rating'; value: number }
  | { slug: 'stock'; value: string }
  | { slug: 'vehicle'; value: number }

/** The active filters, one chip per brand, star rating and stock status. */
export function activeFilters(filters: ListingFilters): ActiveFilter[] {
  return [
    ...(filters.brand ?? []).map((value) => ({ slug: 'brand' as const, value })),
    ...(filters.price ? [{ slug: 'price' as const, value: filters.price }] : []),
    ...(filters.rating ?? []).map((value) => ({ slug: 'rating' as const, value })),
    ...(filters.stock ?? []).map((value) => ({ slug: 'stock' as const, value })),
    ...(filters.vehicle ? [{ slug: 'vehicle' as const, value: filters.vehicle }] : []),
  ]
}

/** The address without one chip's value (the rest of that filter stays). */
export function withoutActiveFilter<S extends ListingSearch>(
  search: S,
  filters: ListingFilters,
  chip: ActiveFilter,
): S {
  switch (chip.slug) {
    case 'brand':
      return withFilter(
        search,
        'brand',
        filters.brand?.filter((slug) => slug !== chip.value),
      )
    case 'rating':
      return withFilter(
        search,
        'rating',
        filters.rating?.filter((stars) => stars !== chip.value),
      )
    case 'stock':
      return withFilter(
        search,
        'stock',
        filters.stock?.filter((status) => status !== chip.value),
      )
    case 'price':
      return withFilter(search, 'price', undefined)
    case 'vehicle':
      return withFilter(search, 'vehicle', null)
  }
}

/** A list with the value added or taken out (a ticked or unticked checkbox). */
export function toggled<T>(list: readonly T[] | undefined, value: T, on: boolean): T[] {
  const rest = (list ?? []).filter((item) => item !== value)
  return on ? [...rest, value] : rest
}
