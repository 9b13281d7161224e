// One generator seeded once, in batches: the same options give the same articles without holding
// the whole catalogue. Sizes and OE numbers belong to the application, so equivalent brands agree.
import { normalizePartNumber } from '../../../../domain/article-number'
import type { articleCriteria, articleOeNumbers, articles, articleVehicles } from '../../schema'
import { ArticleNumbers, splitForm } from './article-numbers'
import { BRANDS } from './brands'
import { type Application, applicationsOf } from './fitment'
import { type OeNumber, oeNumbersFor } from './oe-numbers'
import type { Criterion, Description, PartType } from './part-type-model'
import {
  cumulative,
  hashString,
  mulberry32,
  pickWeighted,
  type Random,
  randomFor,
  randomInt,
} from './seeded-random'
import { shopFields } from './shop-fields'
import type { VehicleProfile } from './vehicles'

export type ArticleRow = typeof articles.$inferInsert
export type ArticleVehicleRow = typeof articleVehicles.$inferInsert
export type ArticleOeNumberRow = typeof articleOeNumbers.$inferInsert
/** `valueEn` is not a column yet: drizzle leaves unknown keys out of inserts. */
export type ArticleCriterionRow = typeof articleCriteria.$inferInsert & { valueEn: string }

export interface ArticleBatch {
  articles: ArticleRow[]
  articleVehicles: ArticleVehicleRow[]
  articleOeNumbers: ArticleOeNumberRow[]
  articleCriteria: ArticleCriterionRow[]
}

interface Prepared {
  index: number
  description: Description
  nameNo: string
  nameEn: string
  oeNumbers: Omit<ArticleOeNumberRow, 'articleId'>[]
  criteria: Omit<ArticleCriterionRow, 'articleId'>[]
  brands: (readonly [brand: string, formats: string[]])[]
  carIds: number[]
  rotation: number
}

interface PartTypeState {
  partType: PartType
  applications: Application[]
  coverage: number[]
  popularity: Float64Array
  picks: number
  perApplication: Int32Array
  prepared: (Prepared | undefined)[]
}

export function* generateArticleBatches(
  partTypes: readonly PartType[],
  vehicles: readonly VehicleProfile[],
  options: { articles: number; seed: number; batchSize: number },
): Generator<ArticleBatch> {
  const random = mulberry32(options.seed)
  const numbers = new ArticleNumbers(options.seed)
  const states = partTypes.map((partType) => partTypeState(partType, vehicles, options.seed))
  const used = states.filter((state) => state.applications.length > 0)
  const weights = cumulative(used.map((state) => state.partType.weight))
  let batch = emptyBatch()
  for (let articleId = 1; articleId <= options.articles; articleId++) {
    const state = used[pickWeighted(random, weights)]
    if (!state) throw new Error('no part type to draw from')
    const prepared = nextApplication(state, random, options.seed)
    const [brand, formats] = nextBrand(state, prepared)
    const articleNumber = numbers.next(
      brand,
      formats,
      randomInt(random, 0, formats.length - 1),
      prepared.description.numberParts,
    )
    const ean = numbers.ean(brand, articleId)
    const { partType } = state
    const tier = BRANDS[brand]?.[1] ?? 'standard'
    batch.articles.push({
      articleId,
      articleNumber,
      articleNumberNorm: normalizePartNumber(articleNumber),
      mfrName: brand,
      articleNameNo: prepared.nameNo,
      articleNameEn: prepared.nameEn,
      partTypeId: partType.id,
      ean,
      ...shopFields(
        partType.priceKr,
        prepared.description.priceLevel,
        tier,
        prepared.description.tags ?? [],
        random,
      ),
    })
    for (const carId of prepared.carIds) {
      batch.articleVehicles.push({ articleId, carId, partTypeId: partType.id })
    }
    for (const oe of prepared.oeNumbers) batch.articleOeNumbers.push({ articleId, ...oe })
    for (const criterion of prepared.criteria)
      batch.articleCriteria.push({ articleId, ...criterion })
    if (batch.articles.length >= options.batchSize) {
      yield batch
      batch = emptyBatch()
    }
  }
  if (batch.articles.length > 0) yield batch
}

function nextApplication(state: PartTypeState, random: Random, seed: number): Prepared {
  const index =
    state.picks < state.coverage.length
      ? (state.coverage[state.picks] ?? 0)
      : pickWeighted(random, state.popularity)
  state.picks++
  return state.prepared[index] ?? prepare(state, index, seed)
}

function nextBrand(
  state: PartTypeState,
  prepared: Prepared,
): readonly [brand: string, formats: string[]] {
  const count = state.perApplication[prepared.index] ?? 0
  state.perApplication[prepared.index] = count + 1
  return prepared.brands[(prepared.rotation + count) % prepared.brands.length] ?? ['', []]
}

function emptyBatch(): ArticleBatch {
  return { articles: [], articleVehicles: [], articleOeNumbers: [], articleCriteria: [] }
}

function partTypeState(
  partType: PartType,
  vehicles: readonly VehicleProfile[],
  seed: number,
): PartTypeState {
  const applications = applicationsOf(partType, vehicles)
  return {
    partType,
    applications,
    coverage: coverageOrder(applications, randomFor(seed, `coverage|${partType.key}`)),
    popularity: cumulative(
      applications.map((application) => Math.sqrt(application.vehicles.length)),
    ),
    picks: 0,
    perApplication: new Int32Array(applications.length),
    prepared: new Array(applications.length),
  }
}

/** Efraimidis–Spirakis draw: applications that fit many cars come early, as in a real shop. */
function coverageOrder(applications: readonly Application[], random: Random): number[] {
  const keys = applications.map(
    (application) => -Math.log(1 - random()) / application.vehicles.length,
  )
  return applications
    .map((_, index) => index)
    .sort((a, b) => (keys[a] ?? 0) - (keys[b] ?? 0) || a - b)
}

function prepare(state: PartTypeState, index: number, seed: number): Prepared {
  const application = state.applications[index]
  if (!application) throw new Error(`no application ${index} of ${state.partType.key}`)
  const { partType, variant, key, vehicles } = application
  const name = `${partType.key}|${variant}|${key}`
  const random = randomFor(seed, name)
  const vehicle = vehicles[0] as VehicleProfile
  const description = partType.describe({ variant, vehicle, key, random })
  const brands = Object.entries(partType.brands)
    .map(([brand, entries]) => {
      const formats = entries
        .map(splitForm)
        .filter(([form]) => form === null || form === description.form)
      return [brand, formats.map(([, format]) => format)] as const
    })
    .filter(([, formats]) => formats.length > 0)
  if (brands.length === 0) throw new Error(`no brand makes ${name}`)
  const prepared: Prepared = {
    index,
    description,
    nameNo: description.no ? `${partType.nameNo}, ${description.no}` : partType.nameNo,
    nameEn: description.en ? `${partType.nameEn}, ${description.en}` : partType.nameEn,
    oeNumbers:
      partType.oe === false ? [] : oeRows(oeNumbersFor(partType.key, vehicles, variant, random)),
    criteria: description.criteria.map(criterionRow),
    brands,
    carIds: vehicles.map((v) => v.carId),
    rotation: hashString(name) % brands.length,
  }
  state.prepared[index] = prepared
  return prepared
}

function oeRows(numbers: readonly OeNumber[]): Omit<ArticleOeNumberRow, 'articleId'>[] {
  const rows = new Map<string, Omit<ArticleOeNumberRow, 'articleId'>>()
  for (const { oeNumber, brand } of numbers) {
    const oeNumberNorm = normalizePartNumber(oeNumber)
    rows.set(`${brand}|${oeNumberNorm}`, { brand, oeNumber, oeNumberNorm })
  }
  return [...rows.values()]
}

function criterionRow(criterion: Criterion, index: number): Omit<ArticleCriterionRow, 'articleId'> {
  const { nameNo, nameEn, valueNo, valueEn, unit } = criterion
  return { sortIndex: index + 1, nameNo, nameEn, value: valueNo, valueEn, unit }
}
