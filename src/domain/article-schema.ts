/** The catalogue's article answers, one `Article` shape everywhere. Money is øre incl. 25 % MVA. */
import { z } from 'zod'
import { LISTING_SORTS } from './listing'
import { STOCK_STATUSES } from './stock-status'

export { STOCK_STATUSES, type StockStatus } from './stock-status'
export const stockStatusSchema = z.enum(STOCK_STATUSES)

export const oeNumberSchema = z.object({
  brand: z.string(),
  number: z.string(),
})
export type OeNumber = z.infer<typeof oeNumberSchema>

export const articleSchema = z.object({
  articleId: z.int(),
  articleNumber: z.string(),
  articleName: z.string(),
  mfrName: z.string(),
  articleText: z.array(z.object({ text: z.array(z.string()) })),
  /** 0 when the shop has no price for the article (then `available` is false). */
  price: z.int().nonnegative(),
  discount: z.int().nonnegative(),
  available: z.boolean(),
  availability: stockStatusSchema.optional(),
  /** Absent when the supplier can deliver more, or unknown. */
  stock: z.int().nonnegative().optional(),
  images: z.array(z.object({ imageURL400: z.string() })),
  rating: z.number().min(0).max(5),
  reviews: z.int().nonnegative(),
  tags: z.array(z.string()),
  partTypeId: z.int().optional(),
  ean: z.string().optional(),
  oeNumbers: z.array(oeNumberSchema).optional(),
})
export type Article = z.infer<typeof articleSchema>

export const facetItemSchema = z.object({
  slug: z.string(),
  name: z.string().optional(),
  count: z.int().nonnegative(),
})
export type FacetItem = z.infer<typeof facetItemSchema>

export const listingFacetSchema = z.discriminatedUnion('slug', [
  z.object({
    slug: z.literal('brand'),
    type: z.literal('check'),
    items: z.array(facetItemSchema),
    value: z.array(z.string()),
  }),
  z.object({
    slug: z.literal('stock'),
    type: z.literal('check'),
    items: z.array(facetItemSchema),
    value: z.array(z.string()),
  }),
  z.object({
    slug: z.literal('price'),
    type: z.literal('range'),
    min: z.int(),
    max: z.int(),
    value: z.tuple([z.int(), z.int()]).nullable(),
  }),
  z.object({
    slug: z.literal('rating'),
    type: z.literal('rating'),
    items: z.array(z.object({ rating: z.number(), count: z.int().nonnegative() })),
    value: z.array(z.int()),
  }),
])
export type ListingFacet = z.infer<typeof listingFacetSchema>

export const articlePageSchema = z.object({
  articles: z.array(articleSchema),
  page: z.int().positive(),
  perPage: z.int().positive(),
  total: z.int().nonnegative(),
  totalCapped: z.boolean().optional(),
  sort: z.enum(LISTING_SORTS).optional(),
  filters: z.array(listingFacetSchema).optional(),
  correctedSearch: z.string().optional(),
  vehicle: z
    .object({ name: z.string(), manuId: z.int(), modelIds: z.array(z.int()), variants: z.int() })
    .optional(),
})
export type ArticlePage = z.infer<typeof articlePageSchema>

export const featuredArticlesAnswerSchema = z.object({ articles: z.array(articleSchema) })

export const FITMENT_TOP_MODELS = 8
export const RELATED_PARTS_LIMIT = 8

export const fitmentSummarySchema = z.object({
  variants: z.int().nonnegative(),
  modelCount: z.int().nonnegative(),
  makeCount: z.int().nonnegative(),
  models: z
    .array(
      z.object({
        manuId: z.int(),
        make: z.string(),
        modelId: z.int(),
        model: z.string(),
        variants: z.int().positive(),
      }),
    )
    .max(FITMENT_TOP_MODELS),
})
export type FitmentSummary = z.infer<typeof fitmentSummarySchema>

export const relatedPartSchema = articleSchema.pick({
  articleId: true,
  articleNumber: true,
  articleName: true,
  mfrName: true,
  price: true,
  discount: true,
  available: true,
  availability: true,
  stock: true,
  images: true,
  partTypeId: true,
})
export type RelatedPart = z.infer<typeof relatedPartSchema>

/** Fitment and replacements are optional: answers kept before they existed (packs, caches) still read. */
export const productAnswerSchema = z.object({
  product: articleSchema,
  fitment: fitmentSummarySchema.optional(),
  related: z.array(relatedPartSchema).max(RELATED_PARTS_LIMIT).optional(),
})
export type ProductAnswer = z.infer<typeof productAnswerSchema>

export const articleByNumberAnswerSchema = z.object({
  status: z.literal(200),
  data: articleSchema,
  price: z.int(),
})
export type ArticleByNumberAnswer = z.infer<typeof articleByNumberAnswerSchema>

export const suggestionsAnswerSchema = z.object({
  products: z.array(articleSchema),
  categories: z.array(z.object({ name: z.string(), slug: z.string() })),
})
export type Suggestions = z.infer<typeof suggestionsAnswerSchema>

export const brandSchema = z.object({
  slug: z.string(),
  name: z.string(),
  articleCount: z.int().nonnegative(),
})
export type Brand = z.infer<typeof brandSchema>

export const brandListAnswerSchema = z.object({ data: z.array(brandSchema) })
