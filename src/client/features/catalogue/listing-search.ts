/**
 * The router JSON-parses number-like values and quotes strings that would parse, so each
 * filter is kept as its text, or that number when the text is a plain number: the address
 * then reads exactly as the API's query string (`filter_rating=4,5`, `filter_vehicle=`).
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

export const PRODUCTS_PER_PAGE = DEFAULT_PER_PAGE
/** Totals are counted to MAX_LISTED. */
export const LAST_LISTING_PAGE = Math.ceil(MAX_LISTED / PRODUCTS_PER_PAGE)

export const LISTING_LAYOUTS = ['grid', 'list'] as const
export type ListingLayout = (typeof LISTING_LAYOUTS)[number]

export type FilterToken = string | number

type FilterParam = `filter_${ListingFilterSlug}`

export type ListingSearch = {
  sort?: Exclude<ListingSort, 'default'>
  page?: number
} & { [P in FilterParam]?: FilterToken }

export type ListingSearchWithLayout = ListingSearch & { layout?: ListingLayout }

function tokenText(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value === 'boolean') return String(value)
  return undefined
}

export function toToken(text: string): FilterToken {
  const number = Number(text)
  return text !== '' && Number.isFinite(number) && String(number) === text ? number : text
}

/** Only the vehicle filter keeps an empty value: `filter_vehicle=` says "all vehicles". */
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

/** A malformed value is dropped (that filter is reset), never an error. */
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

export function parseListingSearchWithLayout(
  raw: Record<string, unknown>,
): ListingSearchWithLayout {
  return { ...parseListingSearch(raw), layout: oneOf(LISTING_LAYOUTS, raw.layout) }
}

const FILTER_SLUGS = Object.keys(LISTING_FILTERS) as ListingFilterSlug[]

/** Without `filter_vehicle` the garage's current vehicle applies; `filter_vehicle=` means all. */
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

export function listingSortOf(search: ListingSearch): ListingSort {
  return search.sort ?? 'default'
}

export function listingPageOf(search: ListingSearch): number {
  return Math.min(Math.max(search.page ?? 1, 1), LAST_LISTING_PAGE)
}

export interface ListingGarage {
  loaded: boolean
  current: { id: number } | null
}

/** `null` while it waits for the garage; a page drawn on the server lists without it first, as the server did. */
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

/** `null` for the vehicle is written `filter_vehicle=` (all vehicles, whatever the garage says). */
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

/** With a current vehicle its default filter is switched off too, so "clear" shows everything. */
export function withoutFilters<S extends ListingSearch>(search: S, hasDefaultVehicle: boolean): S {
  const next: S = { ...search, page: undefined }
  for (const slug of FILTER_SLUGS) next[`filter_${slug}`] = undefined
  if (hasDefaultVehicle) next.filter_vehicle = ''
  return next
}

export function withSort<S extends ListingSearch>(search: S, sort: ListingSort): S {
  return { ...search, sort: sort === 'default' ? undefined : sort, page: undefined }
}

export function withPage<S extends ListingSearch>(search: S, page: number): S {
  return { ...search, page: page > 1 ? page : undefined }
}

export type ActiveFilter =
  | { slug: 'brand'; value: string }
  | { slug: 'price'; value: [number, number] }
  | { slug: 'rating'; value: number }
  | { slug: 'stock'; value: string }
  | { slug: 'vehicle'; value: number }

export function activeFilters(filters: ListingFilters): ActiveFilter[] {
  return [
    ...(filters.brand ?? []).map((value) => ({ slug: 'brand' as const, value })),
    ...(filters.price ? [{ slug: 'price' as const, value: filters.price }] : []),
    ...(filters.rating ?? []).map((value) => ({ slug: 'rating' as const, value })),
    ...(filters.stock ?? []).map((value) => ({ slug: 'stock' as const, value })),
    ...(filters.vehicle ? [{ slug: 'vehicle' as const, value: filters.vehicle }] : []),
  ]
}

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

export function toggled<T>(list: readonly T[] | undefined, value: T, on: boolean): T[] {
  const rest = (list ?? []).filter((item) => item !== value)
  return on ? [...rest, value] : rest
}
