/**
 * Requests of the article/product calls of the catalogue (spec §7 `/tecdoc/*`, `/product/item`,
 * `/brand/list`), shared by client and server: paging, the rules for a search string, and the
 * query of each call. Issue "Catalogue" §4 and "Bad input": perPage is capped at 100, page
 * starts at 1, search strings are 2–100 characters; anything else is a 400.
 */
import { z } from 'zod'
import { MAX_INT4 } from './int4'
import { listingQuerySchema } from './listing'
import { langQuerySchema } from './locale'

/** Articles per page when the client does not say (spec §9: list page 16). */
export const DEFAULT_PER_PAGE = 16
/** Most articles one page may hold (issue "Catalogue", bad input). */
export const MAX_PER_PAGE = 100
/** Highest page number accepted: beyond a million articles at 16 a page, and no further. */
export const MAX_PAGE = 100_000
/** Search strings shorter than this match too much to be useful; longer ones are junk. */
export const SEARCH_MIN_LENGTH = 2
export const SEARCH_MAX_LENGTH = 100
/** Longest article number, OE number or EAN accepted in a look-up. */
export const PART_NUMBER_MAX_LENGTH = 100

export { MAX_INT4 }
/** A database id in a query string or body: a positive integer that fits `integer`. */
export const idSchema = z.coerce.number().int().positive().max(MAX_INT4)
const id = idSchema

export const pageQuerySchema = z.object({
  page: z.coerce
    .number()
    .int()
    .min(1, 'page starts at 1.')
    .max(MAX_PAGE, `page is at most ${MAX_PAGE}.`)
    .default(1),
  perPage: z.coerce
    .number()
    .int()
    .min(1, 'perPage is at least 1.')
    .max(MAX_PER_PAGE, `perPage is at most ${MAX_PER_PAGE}.`)
    .default(DEFAULT_PER_PAGE),
})
export type PageQuery = z.infer<typeof pageQuerySchema>

/** What the user typed into the search box: trimmed, 2–100 characters. */
export const searchTextSchema = z
  .string({ error: `search is required: type at least ${SEARCH_MIN_LENGTH} characters.` })
  .trim()
  .min(SEARCH_MIN_LENGTH, `Type at least ${SEARCH_MIN_LENGTH} characters to search.`)
  .max(SEARCH_MAX_LENGTH, `Search text is at most ${SEARCH_MAX_LENGTH} characters.`)

/** A query-string flag: `1`/`true` or `0`/`false`. */
const flag = z
  .enum(['1', '0', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true')

const partNumber = z
  .string({ error: 'articleNumber is required.' })
  .trim()
  .min(1, 'articleNumber is required.')
  .max(PART_NUMBER_MAX_LENGTH, `articleNumber is at most ${PART_NUMBER_MAX_LENGTH} characters.`)

export const articleNumberQuerySchema = langQuerySchema.extend({ articleNumber: partNumber })

/** `POST /product/item`: `id` is an articleId or an article number as printed. */
export const productItemBodySchema = langQuerySchema.extend({
  id: z.union([z.number().int().positive().max(MAX_INT4), partNumber]),
})

export const productsQuerySchema = langQuerySchema.extend(pageQuerySchema.shape)

/** A listing: a page of articles, narrowed by filters and sorted (listing.ts). */
export const listingPageQuerySchema = productsQuerySchema.extend(listingQuerySchema.shape)
export type ListingPageQuery = z.infer<typeof listingPageQuerySchema>

/** A category slug in a query string (the category with its children). */
export const categorySlugSchema = z.string().trim().min(1).max(100)

/** `GET /tecdoc/get-products`: the whole catalogue, or one category (`/catalog/{slug}`). */
export const productsListingQuerySchema = listingPageQuerySchema.extend({
  category: categorySlugSchema.optional(),
})

export const searchQuerySchema = listingPageQuerySchema.extend({
  search: searchTextSchema,
  /** Only featured articles when true. */
  featured: flag.optional(),
})
export type SearchQuery = z.infer<typeof searchQuerySchema>

export const suggestionsQuerySchema = langQuerySchema.extend({ search: searchTextSchema })

/** `engine` is the vehicle variant's carId; `category` a category slug (with its children). */
export const targetIdsQuerySchema = listingPageQuerySchema.extend({
  engine: id,
  category: categorySlugSchema.optional(),
})

export const setFeaturedQuerySchema = z.object({
  articleNumber: partNumber,
  isFeatured: z.enum(['1', '0']),
})

/** How many suggestions the search box shows (spec §7: 3 products and 4 categories). */
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
