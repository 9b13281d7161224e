/**
 * The catalogue's limits and slugs, free of any schema library
 * so the front page can use them without loading one: the request schemas built on them are
 * in catalogue-api.ts.
 */
/** Articles per page when the client does not say (list page 16). */
export const DEFAULT_PER_PAGE = 16
/** Most articles one page may hold; a larger `perPage` is bad input. */
export const MAX_PER_PAGE = 100
/** Highest page number accepted: beyond a million articles at 16 a page, and no further. */
export const MAX_PAGE = 100_000
/** Search strings shorter than this match too much to be useful; longer ones are junk. */
export const SEARCH_MIN_LENGTH = 2
export const SEARCH_MAX_LENGTH = 100

/**
 * Whether search words (as text-input.ts `matchableText` leaves them) are worth asking for:
 * SEARCH_MIN_LENGTH characters, or fewer without a letter or digit ('🚗'), which find nothing
 * but are no mistake.
 */
export function isSearchableText(words: string): boolean {
  const characters = [...words].length
  return characters >= SEARCH_MIN_LENGTH || (characters > 0 && !/[\p{L}\p{N}]/u.test(words))
}

/** Longest article number, OE number or EAN accepted in a look-up. */
export const PART_NUMBER_MAX_LENGTH = 100

/** How many suggestions the search box shows (3 products and 4 categories). */
export const SUGGESTED_PRODUCTS = 3
export const SUGGESTED_CATEGORIES = 4

/** The slug of a brand name: lower-case ASCII, words joined by `-` ("LEMFÖRDER" → "lemforder"). */
export function brandSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/å/g, 'a')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
