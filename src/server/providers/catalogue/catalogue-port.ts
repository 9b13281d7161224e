/**
 * The parts-catalogue port: the few calls the shop makes to whatever holds the catalogue
 * (the embedded database by default, the TecDoc RapidAPI when `TECDOC_API_KEY` is set).
 * The answers are the API's shapes (src/domain), never a provider's: adapters map to them.
 */
import type { Article } from '../../../domain/article-schema'
import type { NumberKind, Page, PageQuery as PageRequest } from '../../../domain/catalogue-api'
import type { CategoryNode } from '../../../domain/category-tree'
import type { Locale } from '../../../domain/locale'
import type {
  Manufacturer,
  ModelSeries,
  VehicleDetails,
  VehicleVariant,
} from '../../../domain/vehicle-schema'
import { ProviderError } from '../provider-error'

export type { Article, OeNumber } from '../../../domain/article-schema'
export type { NumberKind, Page, PageRequest }
export type { CategoryNode, Manufacturer, ModelSeries, VehicleDetails, VehicleVariant }

/** A vehicle variant; `manuId` spares a provider that needs it a look-up. */
export interface VehicleRef {
  carId: number
  manuId?: number
}

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
