// Pure and deterministic (no I/O, clock or Math.random): byte-identical on every machine. Demo
// data, not verified fitment.
import {
  type ArticleBatch,
  type ArticleCriterionRow,
  type ArticleOeNumberRow,
  type ArticleRow,
  type ArticleVehicleRow,
  generateArticleBatches,
} from './articles'
import { buildCategories, type CategoryRow } from './category-table'
import { PART_TYPES, type PartTypeRow, partTypeRows } from './part-types'
import {
  buildVehicles,
  type ManufacturerRow,
  type ModelSeriesRow,
  type VehicleRow,
} from './vehicles'

export { isValidEan13 } from './ean13'
export type {
  ArticleBatch,
  ArticleCriterionRow,
  ArticleOeNumberRow,
  ArticleRow,
  ArticleVehicleRow,
  CategoryRow,
  ManufacturerRow,
  ModelSeriesRow,
  PartTypeRow,
  VehicleRow,
}

export const DEFAULT_ARTICLE_COUNT = 6_000
export const DEFAULT_CATALOGUE_SEED = 1905

export interface CatalogueOptions {
  articles?: number
  seed?: number
}

export interface ReferenceData {
  manufacturers: ManufacturerRow[]
  modelSeries: ModelSeriesRow[]
  vehicles: VehicleRow[]
  categories: CategoryRow[]
  partTypes: PartTypeRow[]
}

export type Catalogue = ReferenceData & ArticleBatch

export function generateReferenceData(): ReferenceData {
  const { manufacturers, modelSeries, vehicles } = buildVehicles()
  return {
    manufacturers,
    modelSeries,
    vehicles,
    categories: buildCategories(PART_TYPES),
    partTypes: partTypeRows(),
  }
}

/** For loading a million articles without holding them all. */
export function* generateCatalogueBatches(
  options: CatalogueOptions = {},
  batchSize = 10_000,
): Generator<ArticleBatch> {
  const articles = options.articles ?? DEFAULT_ARTICLE_COUNT
  if (!Number.isInteger(articles) || articles < 0)
    throw new RangeError(`articles must be a whole number ≥ 0, got ${articles}`)
  if (!Number.isInteger(batchSize) || batchSize < 1)
    throw new RangeError(`batchSize must be a whole number ≥ 1, got ${batchSize}`)
  const { profiles } = buildVehicles()
  yield* generateArticleBatches(PART_TYPES, profiles, {
    articles,
    seed: options.seed ?? DEFAULT_CATALOGUE_SEED,
    batchSize,
  })
}

export function generateCatalogue(options: CatalogueOptions = {}): Catalogue {
  const catalogue: Catalogue = {
    ...generateReferenceData(),
    articles: [],
    articleVehicles: [],
    articleOeNumbers: [],
    articleCriteria: [],
  }
  for (const batch of generateCatalogueBatches(options, 50_000)) {
    // Spreading a very large batch could overflow the call stack.
    for (const row of batch.articles) catalogue.articles.push(row)
    for (const row of batch.articleVehicles) catalogue.articleVehicles.push(row)
    for (const row of batch.articleOeNumbers) catalogue.articleOeNumbers.push(row)
    for (const row of batch.articleCriteria) catalogue.articleCriteria.push(row)
  }
  return catalogue
}
