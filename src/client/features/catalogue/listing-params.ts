/**
 * Only the listing's own parameters, unchecked: the rules that decide which values count run in
 * the page, loaded with the route's code, so the route tree every page loads first stays small.
 */
import { SEARCH_MAX_LENGTH } from '../../../domain/catalogue-rules'

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

export type ListingParams = { [P in ListingParam]?: string | number }

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

export type SearchPageParams = ListingParams & { q?: string }

/** The router hands over a number for `q=4711`, which counts as its text. */
export function searchText(value: unknown): string | undefined {
  const raw =
    typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined
  const trimmed = raw?.trim().slice(0, SEARCH_MAX_LENGTH).trim()
  return trimmed || undefined
}

export function keepSearchParams(raw: Record<string, unknown>): SearchPageParams {
  return { q: searchText(raw.q), ...keepListingParams(raw) }
}
