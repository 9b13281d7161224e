/**
 * What a listing route keeps of its address before the page loads (`validateSearch`): the
 * listing's own parameters as the router read them, nothing else. The rules that decide which
 * values count (listing-search.ts `parseListingSearch`, on the domain's filter rules) run in
 * the page itself, which is loaded with the route's code: route search validation stays in the
 * route tree every page loads first, and the rules need not.
 */
import { SEARCH_MAX_LENGTH } from '../../../domain/catalogue-rules'

/** The query parameters of a product listing (filters, sort, page, layout). */
export const LISTING_PARAMS = [
  'sort',
  'page',
  'layout',
  'filter_brand',
  'filter_price',
  'filter_rating',
  'filter_stock',
  'filter_vehicle',
] as const

export type ListingParam = (typeof LISTING_PARAMS)[number]

/** A listing's parameters, unchecked: text, or a number where the router parsed one. */
export type ListingParams = { [P in ListingParam]?: string | number }

/** The listing's parameters of an address; other parameters and non-text values are dropped. */
export function keepListingParams(raw: Record<string, unknown>): ListingParams {
  const kept: ListingParams = {}
  for (const param of LISTING_PARAMS) {
    const value = raw[param]
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) {
      kept[param] = value
    }
  }
  return kept
}

/** The results page's address as the route keeps it: the words, and a listing's parameters. */
export type SearchPageParams = ListingParams & { q?: string }

/**
 * The words of the address, trimmed; a longer text than the API takes is cut to its length
 * (the router hands over a number for `q=4711`, which counts as its text).
 */
export function searchText(value: unknown): string | undefined {
  const raw =
    typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined
  const trimmed = raw?.trim().slice(0, SEARCH_MAX_LENGTH).trim()
  return trimmed || undefined
}

/** The route's `validateSearch`: the words (first in the address), the listing's parameters. */
export function keepSearchParams(raw: Record<string, unknown>): SearchPageParams {
  return { q: searchText(raw.q), ...keepListingParams(raw) }
}
