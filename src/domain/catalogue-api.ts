/** Requests of the catalogue's calls, shared by client and server; anything out of range is a 400. */
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

export const langQuerySchema = z.object({ lang: z.enum(LOCALES).default(DEFAULT_LOCALE) })

export { MAX_INT4 }
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

export interface Page<T> {
  items: T[]
  page: number
  perPage: number
  total: number
}

export type NumberKind = 'article' | 'oe' | 'ean' | 'any'

export const searchTextSchema = z
  .string({ error: `search is required: type at least ${SEARCH_MIN_LENGTH} characters.` })
  .overwrite(matchableText)
  .refine(isSearchableText, `Type at least ${SEARCH_MIN_LENGTH} characters to search.`)
  .max(SEARCH_MAX_LENGTH, `Search text is at most ${SEARCH_MAX_LENGTH} characters.`)

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

export const productItemBodySchema = langQuerySchema.extend({
  id: z.union([z.number().int().positive().max(MAX_INT4), partNumber]),
})

export const productItemQuerySchema = z.union([
  z.strictObject({ ...langQuerySchema.shape, id: idSchema }),
  z.strictObject({ ...langQuerySchema.shape, articleNumber: partNumber }),
])

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

export const listingQuerySchema = z.object({
  sort: z.enum(LISTING_SORTS).default('default'),
  filter_brand: filterParam('brand'),
  filter_price: filterParam('price'),
  filter_rating: filterParam('rating'),
  filter_stock: filterParam('stock'),
  filter_vehicle: filterParam('vehicle'),
  facets: z
    .enum(['1', '0'])
    .transform((value) => value === '1')
    .optional(),
}) satisfies z.ZodType<ListingQuery, unknown>

export const productsQuerySchema = langQuerySchema.extend(pageQuerySchema.shape)

export const listingPageQuerySchema = productsQuerySchema.extend(listingQuerySchema.shape)
export type ListingPageQuery = z.infer<typeof listingPageQuerySchema>

export const categorySlugSchema = z.string().trim().min(1).max(100)

export const productsListingQuerySchema = listingPageQuerySchema.extend({
  category: categorySlugSchema.optional(),
})

export const searchQuerySchema = listingPageQuerySchema.extend({
  search: searchTextSchema,
  featured: flag.optional(),
  /** Parts fitting it rank first; nothing is left out. */
  prefer_vehicle: id.optional(),
})
export type SearchQuery = z.infer<typeof searchQuerySchema>

export const suggestionsQuerySchema = langQuerySchema.extend({ search: searchTextSchema })

export const targetIdsQuerySchema = listingPageQuerySchema.extend({
  engine: id,
  category: categorySlugSchema.optional(),
})

export const setFeaturedQuerySchema = z.strictObject({
  articleNumber: partNumber,
  isFeatured: z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true'),
})

export const setFeaturedAnswerSchema = z.object({
  success: z.literal(true),
  articleNumber: z.string(),
  featured: z.boolean(),
})

export const adminCategoriesQuerySchema = z.object({
  lang: z.enum(LOCALES).default(DEFAULT_LOCALE),
  page: z.coerce.number().int().min(1).max(MAX_INT4).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
})

export const adminCategorySchema = z.object({
  name: z.string(),
  slug: z.string(),
  parent: z.string().nullable(),
  depth: z.number(),
  partTypes: z.number(),
})
export type AdminCategory = z.infer<typeof adminCategorySchema>

export const adminCategoriesResponseSchema = adminPageSchema(adminCategorySchema)
export type AdminCategoriesResponse = z.infer<typeof adminCategoriesResponseSchema>
