/**
 * The garage's current vehicle filters nothing here: it ranks the parts that fit it first
 * (`prefer_vehicle`), so a search never hides what was typed.
 */
import { isSearchableText } from '../../../domain/catalogue-rules'
import { matchableText } from '../../../domain/text-input'
import type { SearchRequest } from '../../data/catalogue/search-products'
import type { SearchPageParams } from './listing-params'
import {
  type ListingGarage,
  type ListingSearchWithLayout,
  listingRequestOf,
  parseListingSearchWithLayout,
} from './listing-search'

export type ResultsSearch = ListingSearchWithLayout & { q?: string }

/** Invisible marks and controls are stripped here, not in the route, which the front page loads. */
export function parseResultsSearch(raw: SearchPageParams): ResultsSearch {
  const q = raw.q === undefined ? undefined : matchableText(raw.q) || undefined
  return { q, ...parseListingSearchWithLayout(raw) }
}

/** A single letter finds nothing useful; an emoji alone is asked. */
export function isSearchable(text: string | undefined): text is string {
  return text !== undefined && isSearchableText(text)
}

/** `null` while the garage is read: its current vehicle ranks first, so asking before would ask twice. */
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
