// Reads brands, a car and measurements out of a search; the other words are searched within those.
import { type SQL, sql } from 'drizzle-orm'
import type { ArticlePage } from '../../../domain/article-schema'
import {
  commonStart,
  MAKE_NICKNAMES,
  type Measurement,
  measurementAt,
  namesModelKey,
  queryTokens,
  readModelName,
  standsAlone,
  wordKey,
} from '../../../domain/search-query'
import type { AppDatabase } from '../database'
import { anyOf, queryRows } from '../query-rows'
import type { CatalogueSnapshot } from './kept-catalogue'

export type SearchVehicle = NonNullable<ArticlePage['vehicle']>

export interface UnderstoodQuery {
  brands: string[]
  vehicle: (SearchVehicle & { carIds: number[] }) | null
  measurements: Measurement[]
  words: string[]
}

interface VocabularyRow {
  brand: string | null
  manu_id: number | null
  manu_name: string | null
  model_id: number | null
  modelname: string | null
}

interface Model {
  manuId: number
  manuName: string
  modelId: number
  name: ReturnType<typeof readModelName>
  key: string
  qualifierKeys: string[]
}

interface Vocabulary {
  brands: Map<string, string>
  makes: Map<string, { manuId: number; manuName: string }>
  modelsOf: Map<number, Model[]>
  alone: Model[]
}

/** 'mann', not 'van'. */
const MIN_BRAND_WORD_LENGTH = 4

function vocabularyOf({ db, kept }: CatalogueSnapshot): Promise<Vocabulary> {
  return kept('search-car-vocabulary', () => readVocabulary(db))
}

async function readVocabulary(db: AppDatabase): Promise<Vocabulary> {
  const rows = await queryRows<VocabularyRow>(
    db,
    sql`select name as brand, null::int as manu_id, null as manu_name, null::int as model_id,
        null as modelname from brands
      union all
      select null, m.manu_id, m.manu_name, s.model_id, s.modelname
      from manufacturers m left join model_series s on s.manu_id = m.manu_id
      order by model_id`,
  )
  const vocabulary: Vocabulary = {
    brands: new Map(),
    makes: new Map(),
    modelsOf: new Map(),
    alone: [],
  }
  for (const row of rows) {
    if (row.brand !== null) {
      const words = row.brand.split(/[\s-]+/)
      const first = words[0] ?? ''
      if (words.length > 1 && first.length >= MIN_BRAND_WORD_LENGTH) {
        vocabulary.brands.set(wordKey(first), row.brand)
      }
    }
  }
  for (const row of rows) {
    if (row.brand !== null) vocabulary.brands.set(wordKey(row.brand), row.brand)
    if (row.manu_id === null || row.manu_name === null) continue
    const make = { manuId: row.manu_id, manuName: row.manu_name }
    vocabulary.makes.set(wordKey(row.manu_name), make)
    for (const [nickname, key] of Object.entries(MAKE_NICKNAMES)) {
      if (key === wordKey(row.manu_name)) vocabulary.makes.set(nickname, make)
    }
    if (row.model_id !== null && row.modelname !== null) {
      const name = readModelName(row.modelname)
      const model: Model = {
        ...make,
        modelId: row.model_id,
        name,
        key: wordKey(name.word),
        qualifierKeys: name.qualifiers.map(wordKey),
      }
      const own = vocabulary.modelsOf.get(make.manuId) ?? []
      own.push(model)
      vocabulary.modelsOf.set(make.manuId, own)
      if (standsAlone(name.word)) vocabulary.alone.push(model)
    }
  }
  return vocabulary
}

interface CarWords {
  at: number
  length: number
  models: Model[]
  makeOnly?: { manuId: number; manuName: string }
  electric: boolean
  ambiguous?: string
}

function modelsAt(tokens: readonly string[], at: number, candidates: Model[]) {
  const first = wordKey(tokens[at] ?? '')
  let models = candidates.filter((model) => namesModelKey(first, model.key))
  let length = models.length > 0 ? 1 : 0
  while (models.length > 0 && at + length < tokens.length) {
    const typed = wordKey(tokens[at + length] ?? '')
    const narrower = models.filter((m) => m.qualifierKeys.some((q) => namesModelKey(typed, q)))
    if (narrower.length === 0) break
    models = narrower
    length += 1
  }
  return { models, length }
}

function carWordsAt(tokens: readonly string[], at: number, vocabulary: Vocabulary) {
  const two = wordKey(`${tokens[at] ?? ''}${tokens[at + 1] ?? ''}`)
  const makeLength = vocabulary.makes.has(two) && at + 1 < tokens.length ? 2 : 1
  const make = vocabulary.makes.get(makeLength === 2 ? two : wordKey(tokens[at] ?? ''))
  if (make) {
    const own = vocabulary.modelsOf.get(make.manuId) ?? []
    const named = modelsAt(tokens, at + makeLength, own)
    if (named.length > 0) {
      return { at, length: makeLength + named.length, models: named.models, electric: false }
    }
    const ambiguous = tokens.slice(at, at + makeLength).join(' ')
    return { at, length: makeLength, models: own, makeOnly: make, electric: false, ambiguous }
  }
  const token = tokens[at] ?? ''
  const alone = vocabulary.alone
  const named = modelsAt(tokens, at, alone)
  if (named.length > 1) return { at, ...named, electric: false }
  if (named.length > 0) return { at, ...named, electric: false, ambiguous: token }
  const key = wordKey(token)
  if (key.length > 3 && key.startsWith('E')) {
    const rest = [token.replace(/^e-?/i, ''), ...tokens.slice(at + 1)]
    const electric = modelsAt(rest, 0, alone)
    if (electric.length > 0) return { at, ...electric, electric: true, ambiguous: token }
  }
  return null
}

interface Reading {
  brands: string[]
  car: CarWords | null
  measurements: Measurement[]
  words: string[]
}

function readTokens(tokens: string[], vocabulary: Vocabulary, partWords: Set<number>): Reading {
  const reading: Reading = { brands: [], car: null, measurements: [], words: [] }
  let at = 0
  while (at < tokens.length) {
    const two = wordKey(`${tokens[at]}${tokens[at + 1] ?? ''}`)
    const brandOfTwo = at + 1 < tokens.length ? vocabulary.brands.get(two) : undefined
    const brand = brandOfTwo ?? vocabulary.brands.get(wordKey(tokens[at] ?? ''))
    if (brand) {
      if (!reading.brands.includes(brand)) reading.brands.push(brand)
      at += brandOfTwo ? 2 : 1
      continue
    }
    const car = reading.car || partWords.has(at) ? null : carWordsAt(tokens, at, vocabulary)
    if (car) {
      reading.car = car
      at += car.length
      continue
    }
    const measured = measurementAt(tokens, at)
    if (measured) {
      reading.measurements.push(measured.measurement)
      at += measured.length
      continue
    }
    reading.words.push(tokens[at] ?? '')
    at += 1
  }
  return reading
}

async function vehicleOf(db: AppDatabase, car: CarWords): Promise<UnderstoodQuery['vehicle']> {
  const modelIds = car.models.map((model) => model.modelId)
  const rows = await queryRows<{ car_id: number; model_id: number; fuel: string }>(
    db,
    sql`select car_id, model_id, fuel from vehicles where ${anyOf(sql`model_id`, modelIds)} order by car_id`,
  )
  const variants = rows.filter((row) => !car.electric || row.fuel === 'electric')
  const models = car.models.filter((m) => variants.some((row) => row.model_id === m.modelId))
  const first = models[0]
  if (!first) return null
  const sameMake = models.every((model) => model.manuId === first.manuId)
  const model = car.makeOnly ? '' : commonStart(models.map((m) => m.name.base))
  const name = car.electric ? `e-${model}` : model
  return {
    name: sameMake ? `${first.manuName} ${name}`.trim() : name,
    manuId: first.manuId,
    modelIds: models.map((m) => m.modelId),
    variants: variants.length,
    carIds: variants.map((row) => row.car_id),
  }
}

/** A car word found in article names ('Spring') is a part word unless its make comes first. */
export async function understandQuery(
  catalogue: CatalogueSnapshot,
  text: string,
  isPartWord: (word: string) => Promise<boolean>,
): Promise<UnderstoodQuery> {
  const tokens = queryTokens(text)
  const vocabulary = await vocabularyOf(catalogue)
  let reading = readTokens(tokens, vocabulary, new Set())
  const ambiguous = reading.car?.ambiguous
  if (reading.car && ambiguous !== undefined && (await isPartWord(ambiguous))) {
    reading = readTokens(tokens, vocabulary, new Set([reading.car.at]))
  }
  const vehicle = reading.car ? await vehicleOf(catalogue.db, reading.car) : null
  const carWords =
    reading.car && !vehicle ? tokens.slice(reading.car.at, reading.car.at + reading.car.length) : []
  return {
    brands: reading.brands,
    vehicle,
    measurements: reading.measurements,
    words: [...reading.words, ...carWords],
  }
}

export function narrowing(query: UnderstoodQuery, codes: readonly string[] = []): SQL[] {
  const conditions: SQL[] = []
  if (query.brands.length > 0) conditions.push(anyOf(sql`a.mfr_name`, query.brands))
  // `offset 0` and `car_id + 0` keep the planner from scanning every link of the car per article.
  if (query.vehicle) {
    conditions.push(sql`exists (select 1 from article_vehicles v
      where v.article_id = a.article_id and ${anyOf(sql`(v.car_id + 0)`, query.vehicle.carIds)}
      offset 0)`)
  }
  for (const { unit, value } of query.measurements) {
    conditions.push(sql`exists (select 1 from article_criteria c
      where c.article_id = a.article_id and c.unit = ${unit} and c.value = ${value} offset 0)`)
  }
  // Compared without separators: 'SAE 5W-30' holds 5W30.
  for (const code of codes) {
    conditions.push(sql`exists (select 1 from article_criteria c
      where c.article_id = a.article_id and ${wordKey(code)} = any(
        regexp_split_to_array(regexp_replace(upper(c.value), '[^A-Z0-9 ]', '', 'g'), ' +'))
      offset 0)`)
  }
  return conditions
}
