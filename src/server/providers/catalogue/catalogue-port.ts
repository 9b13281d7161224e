/**
 * The parts-catalogue port: the few calls the shop makes to whatever holds the catalogue
 * (the embedded database by default, the TecDoc RapidAPI when `TECDOC_API_KEY` is set).
 * Field names are the spec's (§3), never a provider's: adapters map their payloads to these.
 * Construction dates are integers `yyyymm` (201208 = August 2012), `null` in `…To` meaning
 * "still produced". Money is integer øre including 25 % MVA.
 */
import type { CategoryNode } from '../../../domain/category-tree'
import type { VehicleDetails } from '../../../domain/garage'
import type { StockStatus } from '../../../domain/listing'
import type { Locale } from '../../../domain/locale'
import { ProviderError } from '../provider-error'

export type { CategoryNode, VehicleDetails }

export interface Manufacturer {
  manuId: number
  manuName: string
}

export interface ModelSeries {
  modelId: number
  modelname: string
  yearOfConstrFrom: number
  yearOfConstrTo: number | null
}

export interface VehicleVariant {
  vehicleDetails: {
    carId: number
    typeName: string
    yearOfConstrFrom: number
    yearOfConstrTo: number | null
    /** Displacement in cm³; `null` for electric vehicles or when the provider has none. */
    ccmTech: number | null
    powerKwFrom: number
    powerHpFrom: number
  }
  /** Engine code(s) as the provider writes them ("CMBA, CXSA"); 'N/A' when absent (spec §3). */
  motorCode: string
}

/** One block of the article's description: a criterion, a note, … (spec §3 `articleText`). */
export interface ArticleTextEntry {
  text: string[]
}

export interface OeNumber {
  /** Vehicle maker the number belongs to, e.g. "VW". */
  brand: string
  /** As the maker writes it, e.g. "5Q0 615 301 F". */
  number: string
}

export interface Article {
  articleId: number
  articleNumber: string
  /** The part type's name in the requested language, e.g. "Bremseskive". */
  articleName: string
  /** The brand (data supplier), e.g. "BREMBO". */
  mfrName: string
  articleText: ArticleTextEntry[]
  /** Øre incl. MVA. 0 when the shop has no price for the article (then `available` is false). */
  price: number
  /** Øre incl. MVA, subtracted from `price`. */
  discount: number
  /** False when the shop cannot sell the article: no price known for it. */
  available: boolean
  /** Whether the shop has it on the shelf (spec §3 stock status); absent when unknown. */
  availability?: StockStatus
  images: { imageURL400: string }[]
  /** Whole stars 0–5; providers without reviews give 0. */
  rating: number
  reviews: number
  tags: string[]
  /** Generic article (part type) id, e.g. 82 = brake disc, when the provider says. */
  partTypeId?: number
  ean?: string
  oeNumbers?: OeNumber[]
}

export interface Page<T> {
  items: T[]
  /** 1-based. */
  page: number
  perPage: number
  /** Items over all pages. */
  total: number
}

export interface PageRequest {
  page: number
  perPage: number
}

/** A vehicle variant; `manuId` spares a provider that needs it a look-up. */
export interface VehicleRef {
  carId: number
  manuId?: number
}

/** Which kind of number `searchByNumber` looks for; `any` tries every kind that fits. */
export type NumberKind = 'article' | 'oe' | 'ean' | 'any'

interface LangQuery {
  lang: Locale
}

/**
 * Every call is async and rejects with `CatalogueProviderError` when the catalogue cannot
 * answer. "Nothing found" is not an error: empty lists, an empty page, or `null`.
 */
export interface CataloguePort {
  manufacturers(query: LangQuery): Promise<Manufacturer[]>
  modelSeries(query: LangQuery & { manuId: number }): Promise<ModelSeries[]>
  variants(query: LangQuery & { modelId: number }): Promise<VehicleVariant[]>
  /** Variants in the order asked; ids the catalogue does not know are left out. */
  variantsByIds(query: LangQuery & { carIds: readonly number[] }): Promise<VehicleVariant[]>
  /** One variant with its make and model series (the garage's vehicle); `null` if unknown. */
  variantDetails(query: LangQuery & { carId: number }): Promise<VehicleDetails | null>
  /** The whole tree, or only the branches with parts for one variant. */
  categoryTree(query: LangQuery & { vehicle?: VehicleRef }): Promise<CategoryNode[]>
  /** Articles fitting a variant in the categories whose `value` ids are given. */
  articlesForVariant(
    query: LangQuery & PageRequest & { vehicle: VehicleRef; categoryIds: readonly number[] },
  ): Promise<Page<Article>>
  /** `mfrName` picks the brand when several brands use the same number. */
  articleByNumber(
    query: LangQuery & { articleNumber: string; mfrName?: string },
  ): Promise<Article | null>
  searchByNumber(
    query: LangQuery & PageRequest & { number: string; kind?: NumberKind },
  ): Promise<Page<Article>>
  featuredArticles(query: LangQuery & { limit: number }): Promise<Article[]>
}

export type CatalogueErrorKind =
  /** Timeouts, network errors, 5xx, a payload we cannot read: try again later. */
  | 'unavailable'
  /** The provider refused our credentials (401/403): the operator must fix the key. */
  | 'unauthorized'
  /** The provider does not know the id asked for. */
  | 'not_found'
  /** Too many requests (429); `retryAfter` says how long to wait, in seconds. */
  | 'rate_limited'

export class CatalogueProviderError extends ProviderError<CatalogueErrorKind> {
  override name = 'CatalogueProviderError'
}

/** The requested page of an in-memory list (for providers that return everything at once). */
export function pageOf<T>(items: readonly T[], { page, perPage }: PageRequest): Page<T> {
  const start = (page - 1) * perPage
  return { items: items.slice(start, start + perPage), page, perPage, total: items.length }
}
