/** Free of any schema library so the front page can use it without loading one. */
export const DEFAULT_PER_PAGE = 16
export const MAX_PER_PAGE = 100
export const MAX_PAGE = 100_000
export const SEARCH_MIN_LENGTH = 2
export const SEARCH_MAX_LENGTH = 100

/** Fewer characters without a letter or digit ('🚗') find nothing but are no mistake. */
export function isSearchableText(words: string): boolean {
  const characters = [...words].length
  return characters >= SEARCH_MIN_LENGTH || (characters > 0 && !/[\p{L}\p{N}]/u.test(words))
}

export const PART_NUMBER_MAX_LENGTH = 100

export const SUGGESTED_PRODUCTS = 3
export const SUGGESTED_CATEGORIES = 4

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
