/**
 * The demo parts catalogue, generated: real vehicles (vehicle-table.ts), the category tree
 * (category-table.ts) and articles from real aftermarket brands with plausible numbers, EANs,
 * OE numbers, criteria, prices and fitment. Pure and deterministic — no I/O, no clock, no
 * `Math.random`: the same options give byte-identical output on every machine.
 *
 * Demo data, not verified fitment: never sell parts on the strength of it.
 */
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

/** Articles in the data set that `npm run db:seed` loads; the demo wants at least 5,000. */
export const DEFAULT_ARTICLE_COUNT = 6_000
/** The checked-in seed: every install gets the same catalogue. */
export const DEFAULT_CATALOGUE_SEED = 1905

export interface CatalogueOptions {
  /** How many articles; 1,000,000 for benchmarks. */
  articles?: number
  seed?: number
}

/** Everything but the articles: small, and the same for every seed and size. */
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

/**
 * The articles with their fitment links, OE numbers and criteria, `batchSize` articles at a
 * time — for loading a million articles without holding them all. Concatenated, the batches
 * equal `generateCatalogue(options)`'s article lists.
 */
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
    // push one by one: spreading a very large batch could overflow the call stack
    for (const row of batch.articles) catalogue.articles.push(row)
    for (const row of batch.articleVehicles) catalogue.articleVehicles.push(row)
    for (const row of batch.articleOeNumbers) catalogue.articleOeNumbers.push(row)
    for (const row of batch.articleCriteria) catalogue.articleCriteria.push(row)
  }
  return catalogue
}
