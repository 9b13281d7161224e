/** Answers are the API's shapes (src/domain), never a provider's. */
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

export interface VehicleRef {
  carId: number
  manuId?: number
}

interface LangQuery {
  lang: Locale
}

/** "Nothing found" is not an error: empty lists, an empty page, or null. */
export interface CataloguePort {
  manufacturers(query: LangQuery): Promise<Manufacturer[]>
  modelSeries(query: LangQuery & { manuId: number }): Promise<ModelSeries[]>
  variants(query: LangQuery & { modelId: number }): Promise<VehicleVariant[]>
  variantsByIds(query: LangQuery & { carIds: readonly number[] }): Promise<VehicleVariant[]>
  variantDetails(query: LangQuery & { carId: number }): Promise<VehicleDetails | null>
  categoryTree(query: LangQuery & { vehicle?: VehicleRef }): Promise<CategoryNode[]>
  articlesForVariant(
    query: LangQuery & PageRequest & { vehicle: VehicleRef; categoryIds: readonly number[] },
  ): Promise<Page<Article>>
  articleByNumber(
    query: LangQuery & { articleNumber: string; mfrName?: string },
  ): Promise<Article | null>
  searchByNumber(
    query: LangQuery & PageRequest & { number: string; kind?: NumberKind },
  ): Promise<Page<Article>>
  featuredArticles(query: LangQuery & { limit: number }): Promise<Article[]>
}

export type CatalogueErrorKind = 'unavailable' | 'unauthorized' | 'not_found' | 'rate_limited'

export class CatalogueProviderError extends ProviderError<CatalogueErrorKind> {
  override name = 'CatalogueProviderError'
}

export function pageOf<T>(items: readonly T[], { page, perPage }: PageRequest): Page<T> {
  const start = (page - 1) * perPage
  return { items: items.slice(start, start + perPage), page, perPage, total: items.length }
}
