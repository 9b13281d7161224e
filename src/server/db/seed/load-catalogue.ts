/**
 * Loads the generated catalogue (seed/catalogue/, deterministic from a checked-in seed) into
 * the database. Idempotent: rows that already exist (same key) are left alone, so running it
 * again, or from two instances at once, adds nothing twice. Reference data and each batch of
 * articles go in one transaction each, in chunks small enough for Postgres' 65,535 bind
 * parameters.
 */
import { sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { AppDatabase } from '../database'
import { countCatalogue } from '../repositories/catalogue-repository'
import {
  articleCriteria,
  articleOeNumbers,
  articleVehicles,
  articles,
  categories,
  manufacturers,
  modelSeries,
  vehicles,
} from '../schema'
import {
  type CatalogueOptions,
  generateCatalogueBatches,
  generateReferenceData,
} from './catalogue/generate-catalogue'

/** Rows per INSERT: articles have ~20 columns, so 2,000 rows stay under the bind limit. */
const ROWS_PER_INSERT = 2_000

async function insertAll<Table extends PgTable>(
  db: AppDatabase,
  table: Table,
  rows: readonly Table['$inferInsert'][],
) {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await db
      .insert(table)
      .values(rows.slice(start, start + ROWS_PER_INSERT))
      .onConflictDoNothing()
  }
}

export interface LoadProgress {
  articles: number
}

export async function loadCatalogue(
  db: AppDatabase,
  options: CatalogueOptions = {},
  onProgress?: (progress: LoadProgress) => void,
): Promise<void> {
  const reference = generateReferenceData()
  await db.transaction(async (tx) => {
    await insertAll(tx, manufacturers, reference.manufacturers)
    await insertAll(tx, modelSeries, reference.modelSeries)
    await insertAll(tx, vehicles, reference.vehicles)
    await insertAll(tx, categories, reference.categories)
  })
  let loaded = 0
  for (const batch of generateCatalogueBatches(options)) {
    await db.transaction(async (tx) => {
      await insertAll(tx, articles, batch.articles)
      await insertAll(tx, articleVehicles, batch.articleVehicles)
      await insertAll(tx, articleOeNumbers, batch.articleOeNumbers)
      await insertAll(tx, articleCriteria, batch.articleCriteria)
    })
    loaded += batch.articles.length
    onProgress?.({ articles: loaded })
  }
  // Fresh statistics after a bulk load, or the planner guesses row counts and picks scans.
  await db.execute(sql`analyze`)
}

/**
 * First start: load the catalogue only when there is none, so a catalogue loaded another way
 * is never mixed with generated rows. Returns whether it loaded.
 */
export async function loadCatalogueIfEmpty(
  db: AppDatabase,
  options: CatalogueOptions = {},
): Promise<boolean> {
  const counts = await countCatalogue(db)
  if (counts.manufacturers > 0 || counts.articles > 0) return false
  await loadCatalogue(db, options)
  return true
}
