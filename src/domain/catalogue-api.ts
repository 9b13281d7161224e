/**
 * Requests of the catalogue's article calls (`/tecdoc/*`, `/product/item`, `/brand/list`),
 * shared by client and server: paging, the rules for a search string, and the query of each
 * call. perPage is capped at 100, page starts at 1, search strings are 2–100 characters
 * (or one that is no letter or digit); anything else is a 400.
 */
import { z } from 'zod'
import {
  DEFAULT_PER_PAGE,
  isSearchableText,
  MAX_PAGE,
  MAX_PER_PAGE,
  PART_NUMBER_MAX_LENGTH,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
} from './catalogue-rules'
import { adminPageSchema } from './admin'
import { MAX_INT4 } from './int4'
import {
  LISTING_SORTS,
  type ListingFilterSlug,
  type ListingQuery,
  parseListingFilter,
} from './listing'
import { DEFAULT_LOCALE, LOCALES } from './locale'
import { matchableText, withoutInvisibleMarks } from './text-input'

export * from './catalogue-rules'

/** The `lang` query parameter of catalogue calls: `no` by default. */
export const langQuerySchema = z.object({ lang: z.enum(LOCALES).default(DEFAULT_LOCALE) })

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

/** One page of a longer list. */
export interface Page<T> {
  items: T[]
  /** 1-based. */
  page: number
  perPage: number
  /** Items over all pages. */
  total: number
}

/** Which kind of number a number search looks for; `any` tries every kind that fits. */
export type NumberKind = 'article' | 'oe' | 'ean' | 'any'

/**
 * What the user typed into the search box, as it is matched (invisible marks dropped, white
 * space as single spaces, trimmed): 2–100 characters, or one that is no letter or digit.
 */
export const searchTextSchema = z
  .string({ error: `search is required: type at least ${SEARCH_MIN_LENGTH} characters.` })
  .overwrite(matchableText)
  .refine(isSearchableText, `Type at least ${SEARCH_MIN_LENGTH} characters to search.`)
  .max(SEARCH_MAX_LENGTH, `Search text is at most ${SEARCH_MAX_LENGTH} characters.`)

/** A query-string flag: `1`/`true` or `0`/`false`. */
const flag = z
  .enum(['1', '0', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true')

const partNumber = z
  .string({ error: 'articleNumber is required.' })
  .overwrite(withoutInvisibleMarks)
  .trim()
  .min(1, 'articleNumber is required.')
  .max(PART_NUMBER_MAX_LENGTH, `articleNumber is at most ${PART_NUMBER_MAX_LENGTH} characters.`)

export const articleNumberQuerySchema = langQuerySchema.extend({ articleNumber: partNumber })

/** `POST /product/item`: `id` is an articleId or an article number as printed. */
export const productItemBodySchema = langQuerySchema.extend({
  id: z.union([z.number().int().positive().max(MAX_INT4), partNumber]),
})

/** `GET /product/item`: by `id` (an articleId) or by `articleNumber`, never both. */
export const productItemQuerySchema = z.union([
  z.strictObject({ ...langQuerySchema.shape, id: idSchema }),
  z.strictObject({ ...langQuerySchema.shape, articleNumber: partNumber }),
])

/** A `filter_<slug>` parameter: the shared rule of listing.ts, its message as the issue. */
function filterParam<S extends ListingFilterSlug>(slug: S) {
  return z
    .string()
    .transform((text, ctx) => {
      const parsed = parseListingFilter(slug, text)
      if (parsed.ok) return parsed.value
      ctx.addIssue({ code: 'custom', message: parsed.message })
      return z.NEVER
    })
    .optional()
}

/** A listing's sort and filters in a query string (listing.ts), `facets=1` for the choices. */
export const listingQuerySchema = z.object({
  sort: z.enum(LISTING_SORTS).default('default'),
  filter_brand: filterParam('brand'),
  filter_price: filterParam('price'),
  filter_rating: filterParam('rating'),
  filter_stock: filterParam('stock'),
  filter_vehicle: filterParam('vehicle'),
  /** `1`: the answer also lists the filters with their choices (brands, price bounds, …). */
  facets: z
    .enum(['1', '0'])
    .transform((value) => value === '1')
    .optional(),
}) satisfies z.ZodType<ListingQuery, unknown>

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
  /** The garage's current vehicle (carId): parts fitting it rank first, nothing is left out. */
  prefer_vehicle: id.optional(),
})
export type SearchQuery = z.infer<typeof searchQuerySchema>

export const suggestionsQuerySchema = langQuerySchema.extend({ search: searchTextSchema })

/** `engine` is the vehicle variant's carId; `category` a category slug (with its children). */
export const targetIdsQuerySchema = listingPageQuerySchema.extend({
  engine: id,
  category: categorySlugSchema.optional(),
})

/** `GET|POST /tecdoc/set-article-featured?articleNumber&isFeatured=1|0` (ADMIN). */
export const setFeaturedQuerySchema = z.strictObject({
  articleNumber: partNumber,
  isFeatured: z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true'),
})

/** The answer of `set-article-featured`. */
export const setFeaturedAnswerSchema = z.object({
  success: z.literal(true),
  articleNumber: z.string(),
  featured: z.boolean(),
})

/** `GET /category/list/admin/sidebaritems?page&perPage&lang&search` (ADMIN). */
export const adminCategoriesQuerySchema = z.object({
  lang: z.enum(LOCALES).default(DEFAULT_LOCALE),
  page: z.coerce.number().int().min(1).max(MAX_INT4).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
})

/** One category in the admin listing: the tree flattened, with where it sits. */
export const adminCategorySchema = z.object({
  name: z.string(),
  slug: z.string(),
  /** The parent's slug; `null` at the top. */
  parent: z.string().nullable(),
  /** 0 at the top. */
  depth: z.number(),
  /** Part types the category covers. */
  partTypes: z.number(),
})
export type AdminCategory = z.infer<typeof adminCategorySchema>

/** `GET /category/list/admin/sidebaritems` */
export const adminCategoriesResponseSchema = adminPageSchema(adminCategorySchema)
export type AdminCategoriesResponse = z.infer<typeof adminCategoriesResponseSchema>
