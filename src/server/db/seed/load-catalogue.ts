// Idempotent: existing keys are left alone, so a second run or instance adds nothing twice. Chunks
// stay under PostgreSQL's 65,535 bind parameters.
import { inArray, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { AppDatabase } from '../database'
import { brandSlug } from '../../../domain/catalogue-rules'
import {
  articleCriteria,
  articleNames,
  articleOeNumbers,
  articleVehicles,
  articles,
  brands,
  categories,
  demoRegistrations,
  manufacturers,
  modelSeries,
  vehicles,
} from '../schema'
import {
  type CatalogueOptions,
  generateCatalogueBatches,
  generateReferenceData,
} from './catalogue/generate-catalogue'
import type { ArticleBatch, ArticleVehicleRow } from './catalogue/articles'
import { DEMO_REGISTRATIONS } from './demo-registrations'

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

export interface LoadOptions extends CatalogueOptions {
  // Several times faster on an empty scratch database; a load cut off midway leaves it without
  // indexes.
  buildIndexesAfterwards?: boolean
}

const BULK_TABLES = ['articles', 'article_vehicles', 'article_oe_numbers', 'article_criteria']

async function dropSecondaryIndexes(db: AppDatabase): Promise<string[]> {
  const result = await db.execute(sql`select indexname, indexdef from pg_indexes i
    where schemaname = current_schema()
      and tablename in (${sql.join(
        BULK_TABLES.map((t) => sql`${t}`),
        sql`, `,
      )})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`)
  const rows = (result as unknown as { rows: { indexname: string; indexdef: string }[] }).rows
  for (const row of rows) await db.execute(sql.raw(`drop index "${row.indexname}"`))
  return rows.map((row) => row.indexdef)
}

/** Written out here: migration 0018's trigger copies row by row, much slower on a big load. */
function withListingColumns(batch: ArticleBatch): ArticleVehicleRow[] {
  const byId = new Map(batch.articles.map((article) => [article.articleId, article]))
  return batch.articleVehicles.map((row) => {
    const article = byId.get(row.articleId)
    if (!article) return row
    return {
      ...row,
      netPrice: article.price - (article.discount ?? 0),
      inStock: (article.stock ?? 0) > 0,
      rating: article.rating ?? 0,
      reviews: article.reviews ?? 0,
      mfrName: article.mfrName,
      nameNo: article.articleNameNo,
      nameEn: article.articleNameEn,
    }
  })
}

export async function loadCatalogue(
  db: AppDatabase,
  options: LoadOptions = {},
  onProgress?: (progress: LoadProgress) => void,
): Promise<void> {
  const rebuild = options.buildIndexesAfterwards ? await dropSecondaryIndexes(db) : []
  const reference = generateReferenceData()
  await db.transaction(async (tx) => {
    await insertAll(tx, manufacturers, reference.manufacturers)
    await insertAll(tx, modelSeries, reference.modelSeries)
    await insertAll(tx, vehicles, reference.vehicles)
    await insertAll(tx, categories, reference.categories)
    await loadDemoRegistrations(tx)
  })
  let loaded = 0
  for (const batch of generateCatalogueBatches(options)) {
    await db.transaction(async (tx) => {
      await insertAll(tx, articles, batch.articles)
      await insertAll(tx, articleVehicles, withListingColumns(batch))
      await insertAll(tx, articleOeNumbers, batch.articleOeNumbers)
      await insertAll(tx, articleCriteria, batch.articleCriteria)
    })
    loaded += batch.articles.length
    onProgress?.({ articles: loaded })
  }
  for (const definition of rebuild) await db.execute(sql.raw(definition))
  await refreshNameTables(db)
  // Without fresh statistics the planner guesses row counts and picks scans.
  await db.execute(sql`vacuum analyze`)
}

/** A brand whose slug another already has keeps out; none in the demo catalogue clashes. */
export async function refreshNameTables(db: AppDatabase): Promise<void> {
  await db.execute(sql`insert into article_names (name_no, name_en, article_count)
    select article_name_no, min(article_name_en), count(*) from articles group by article_name_no
    on conflict (name_no) do update
      set name_en = excluded.name_en, article_count = excluded.article_count`)
  await db.execute(sql`delete from article_names n
    where not exists (select 1 from articles a where a.article_name_no = n.name_no)`)
  const result = await db.execute(
    sql`select mfr_name as name, count(*)::int as n from articles group by mfr_name`,
  )
  const rows = (result as unknown as { rows: { name: string; n: number }[] }).rows
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + ROWS_PER_INSERT)
    await db
      .insert(brands)
      .values(chunk.map(({ name, n }) => ({ slug: brandSlug(name), name, articleCount: n })))
      .onConflictDoUpdate({
        target: brands.name,
        set: { articleCount: sql`excluded.article_count` },
      })
      .catch(async () => {
        for (const { name, n } of chunk) {
          await db
            .insert(brands)
            .values({ slug: brandSlug(name), name, articleCount: n })
            .onConflictDoNothing()
        }
      })
  }
}

/** A catalogue loaded another way may lack these variants. */
export async function loadDemoRegistrations(db: AppDatabase): Promise<void> {
  const carIds = [...new Set(DEMO_REGISTRATIONS.map((row) => row.carId))]
  const known = await db
    .select({ carId: vehicles.carId })
    .from(vehicles)
    .where(inArray(vehicles.carId, carIds))
  const knownIds = new Set(known.map((row) => row.carId))
  const rows = DEMO_REGISTRATIONS.filter((row) => knownIds.has(row.carId))
  if (rows.length > 0) await insertAll(db, demoRegistrations, rows)
}

/** Never mixes a catalogue loaded another way with generated rows. */
export async function loadCatalogueIfEmpty(
  db: AppDatabase,
  options: CatalogueOptions = {},
): Promise<boolean> {
  const [state] = await db
    .select({
      manufacturers: sql<boolean>`exists (select 1 from ${manufacturers})`,
      articles: sql<boolean>`exists (select 1 from ${articles})`,
      names: sql<boolean>`exists (select 1 from ${articleNames})`,
      plates: sql<boolean>`exists (select 1 from ${demoRegistrations})`,
    })
    .from(sql`(select 1) as one`)
  // Articles loaded before migration 0003 get their name tables now.
  if (state?.articles && !state.names) await refreshNameTables(db)
  // Catalogues loaded before migration 0004 get the demo plates now.
  if (state?.manufacturers && !state.plates) await loadDemoRegistrations(db)
  if (state?.manufacturers || state?.articles) return false
  await loadCatalogue(db, options)
  return true
}
