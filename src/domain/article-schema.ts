/**
 * The catalogue's article answers: one `Article` shape for the listing, the search, the
 * product page and the barcode look-up, on both sides. Money is integer øre incl. 25 % MVA.
 */
import { z } from 'zod'
import { LISTING_SORTS } from './listing'
import { STOCK_STATUSES } from './stock-status'

export { STOCK_STATUSES, type StockStatus } from './stock-status'
export const stockStatusSchema = z.enum(STOCK_STATUSES)

export const oeNumberSchema = z.object({
  /** Vehicle maker the number belongs to, e.g. "VW". */
  brand: z.string(),
  /** As the maker writes it, e.g. "5Q0 615 301 F". */
  number: z.string(),
})
export type OeNumber = z.infer<typeof oeNumberSchema>

export const articleSchema = z.object({
  articleId: z.int(),
  articleNumber: z.string(),
  /** The part type's name in the requested language, e.g. "Bremseskive". */
  articleName: z.string(),
  /** The brand (data supplier), e.g. "BREMBO". */
  mfrName: z.string(),
  /** Criteria and notes, e.g. `{ text: ['Diameter: 288 mm'] }`. */
  articleText: z.array(z.object({ text: z.array(z.string()) })),
  /** 0 when the shop has no price for the article (then `available` is false). */
  price: z.int().nonnegative(),
  /** Subtracted from `price`. */
  discount: z.int().nonnegative(),
  available: z.boolean(),
  /** Absent when the catalogue does not know. */
  availability: stockStatusSchema.optional(),
  /** Pieces the shop can sell now; absent when the supplier can deliver more, or unknown. */
  stock: z.int().nonnegative().optional(),
  images: z.array(z.object({ imageURL400: z.string() })),
  /** Whole stars 0–5; providers without reviews give 0. */
  rating: z.number().min(0).max(5),
  reviews: z.int().nonnegative(),
  tags: z.array(z.string()),
  /** Generic article (part type) id, e.g. 82 = brake disc, when the provider says. */
  partTypeId: z.int().optional(),
  ean: z.string().optional(),
  oeNumbers: z.array(oeNumberSchema).optional(),
})
export type Article = z.infer<typeof articleSchema>

/** One of a filter's choices, with how many listed articles have it. */
export const facetItemSchema = z.object({
  slug: z.string(),
  name: z.string().optional(),
  count: z.int().nonnegative(),
})
export type FacetItem = z.infer<typeof facetItemSchema>

/** A filter with its choices over the listing without its own filter. */
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

/** A page of articles: a listing, a search, the parts of a vehicle. */
export const articlePageSchema = z.object({
  articles: z.array(articleSchema),
  /** 1-based. */
  page: z.int().positive(),
  perPage: z.int().positive(),
  /** Articles over all pages, counted up to `MAX_LISTED`. */
  total: z.int().nonnegative(),
  /** More than the counted maximum (shown as "1 000+"). */
  totalCapped: z.boolean().optional(),
  sort: z.enum(LISTING_SORTS).optional(),
  /** The filters' choices, when asked for with `facets=1`. */
  filters: z.array(listingFacetSchema).optional(),
  /** Free-text search only: the search as understood when a typed word was corrected ("Mente du …?"). */
  correctedSearch: z.string().optional(),
  /**
   * Free-text search only: the car named in the words ('oljefilter golf'), whose variants the
   * results were narrowed to; the page asks which variant when the model has several.
   */
  vehicle: z
    .object({ name: z.string(), manuId: z.int(), modelIds: z.array(z.int()), variants: z.int() })
    .optional(),
})
export type ArticlePage = z.infer<typeof articlePageSchema>

/** `GET /tecdoc/get-feature-products`. */
export const featuredArticlesAnswerSchema = z.object({ articles: z.array(articleSchema) })

/** Model series listed in a product's fitment summary, most variants first. */
export const FITMENT_TOP_MODELS = 8
/** Most related parts a product answer carries. */
export const RELATED_PARTS_LIMIT = 8

/**
 * What an article fits, bounded whatever the count: totals, and the model series with the
 * most fitting variants (at most `FITMENT_TOP_MODELS`).
 */
export const fitmentSummarySchema = z.object({
  /** Vehicle variants (carId) the article fits. */
  variants: z.int().nonnegative(),
  /** Model series those variants belong to. */
  modelCount: z.int().nonnegative(),
  /** Vehicle makers of those model series. */
  makeCount: z.int().nonnegative(),
  models: z
    .array(
      z.object({
        manuId: z.int(),
        /** The maker, e.g. "Volkswagen". */
        make: z.string(),
        modelId: z.int(),
        /** The model series, e.g. "Golf VII (5G1, BQ1, BE1, BE2)". */
        model: z.string(),
        variants: z.int().positive(),
      }),
    )
    .max(FITMENT_TOP_MODELS),
})
export type FitmentSummary = z.infer<typeof fitmentSummarySchema>

/** Another article as a product card shows it (`CardArticle` on the client). */
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

/**
 * `GET|POST /product/item`: the article, and for its page what it fits and other parts that
 * replace it (sharing an OE number). Those two are optional: answers kept before they existed
 * (offline packs, caches) still read.
 */
export const productAnswerSchema = z.object({
  product: articleSchema,
  fitment: fitmentSummarySchema.optional(),
  related: z.array(relatedPartSchema).max(RELATED_PARTS_LIMIT).optional(),
})
export type ProductAnswer = z.infer<typeof productAnswerSchema>

/** `GET /tecdoc/get-product-by-article-number`: `price` is after discount. */
export const articleByNumberAnswerSchema = z.object({
  status: z.literal(200),
  data: articleSchema,
  price: z.int(),
})
export type ArticleByNumberAnswer = z.infer<typeof articleByNumberAnswerSchema>

/** `GET /tecdoc/suggestions`: a few articles and categories for the search box. */
export const suggestionsAnswerSchema = z.object({
  products: z.array(articleSchema),
  categories: z.array(z.object({ name: z.string(), slug: z.string() })),
})
export type Suggestions = z.infer<typeof suggestionsAnswerSchema>

/** An aftermarket brand, named by slug in a listing's filter. */
export const brandSchema = z.object({
  slug: z.string(),
  name: z.string(),
  articleCount: z.int().nonnegative(),
})
export type Brand = z.infer<typeof brandSchema>

/** `GET /brand/list`. */
export const brandListAnswerSchema = z.object({ data: z.array(brandSchema) })
