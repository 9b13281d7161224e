/**
 * The results page's address (`/search?q=…` with a listing's filters, sort, page and layout)
 * and the search it asks the API for. The garage's current vehicle filters nothing here: it
 * ranks the parts that fit it first (`prefer_vehicle`), so a search never hides what was typed.
 */
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '../../../domain/catalogue-rules'
import type { SearchRequest } from './api/search-products'
import { keepListingParams, type ListingParams } from './listing-params'
import {
  type ListingGarage,
  type ListingSearchWithLayout,
  listingRequestOf,
  parseListingSearchWithLayout,
} from './listing-search'

/** The results page's address as the route keeps it: the words, and a listing's parameters. */
export type SearchPageParams = ListingParams & { q?: string }

/** The results page's address read by the listing's rules. */
export type ResultsSearch = ListingSearchWithLayout & { q?: string }

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

/** The page's reading of its address (`useListingSearch`): a malformed filter is dropped. */
export function parseResultsSearch(raw: Record<string, unknown>): ResultsSearch {
  return { q: searchText(raw.q), ...parseListingSearchWithLayout(raw) }
}

/** Long enough for the API to search (a single character finds nothing useful). */
export function isSearchable(text: string | undefined): text is string {
  return text !== undefined && text.length >= SEARCH_MIN_LENGTH
}

/**
 * The search the page asks for, or `null` with nothing to search yet or while the garage is
 * read (its current vehicle ranks first, so asking before would ask twice).
 */
export function searchRequestOf(
  search: ResultsSearch,
  garage: ListingGarage,
  fromServerHtml: boolean,
): SearchRequest | null {
  if (!isSearchable(search.q)) return null
  const listing = listingRequestOf(
    search,
    undefined,
    { loaded: garage.loaded, current: null },
    fromServerHtml,
  )
  if (!listing) return null
  const preferVehicle = listing.filters.vehicle ? undefined : garage.current?.id
  return { ...listing, text: search.q, preferVehicle }
}
