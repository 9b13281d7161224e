import { asc, count, inArray, type SQL, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { CategoryRow } from '../../../domain/category-tree'
import type { NumberKind } from '../../../domain/catalogue-api'
import type { AppDatabase } from '../database'
import {
  articleVehicles,
  articles,
  categories,
  manufacturers,
  modelSeries,
  vehicles,
} from '../schema'
import { catalogueSnapshot } from './kept-catalogue'

export interface CatalogueCounts {
  manufacturers: number
  modelSeries: number
  vehicles: number
  categories: number
  articles: number
  articleVehicles: number
}

/** drizzle's `count()` is a number on both drivers (int8 is not). */
export async function countCatalogue(db: AppDatabase): Promise<CatalogueCounts> {
  const rows = async (table: PgTable) => {
    const [row] = await db.select({ n: count() }).from(table)
    return row?.n ?? 0
  }
  return {
    manufacturers: await rows(manufacturers),
    modelSeries: await rows(modelSeries),
    vehicles: await rows(vehicles),
    categories: await rows(categories),
    articles: await rows(articles),
    articleVehicles: await rows(articleVehicles),
  }
}

/** Shared until the catalogue changes: callers must not change the rows. */
export function listCategoryRows(
  db: AppDatabase,
  catalogue = catalogueSnapshot(db),
): Promise<readonly CategoryRow[]> {
  return catalogue.kept('category-rows', async () =>
    db
      .select({
        slug: categories.slug,
        nameNo: categories.nameNo,
        nameEn: categories.nameEn,
        parentSlug: categories.parentSlug,
        partTypeIds: categories.partTypeIds,
        sortIndex: categories.sortIndex,
      })
      .from(categories),
  )
}

export interface ArticlePriceRow {
  articleId: number
  articleNumberNorm: string
  mfrName: string
  price: number // øre incl. MVA
  discount: number
}

export function listArticlePricesByNumbers(
  db: AppDatabase,
  numberNorms: readonly string[],
): Promise<ArticlePriceRow[]> {
  if (numberNorms.length === 0) return Promise.resolve([])
  return db
    .select({
      articleId: articles.articleId,
      articleNumberNorm: articles.articleNumberNorm,
      mfrName: articles.mfrName,
      price: articles.price,
      discount: articles.discount,
    })
    .from(articles)
    .where(inArray(articles.articleNumberNorm, [...new Set(numberNorms)]))
    .orderBy(asc(articles.articleId))
}

const EXACT_NUMBER_MATCHES: Record<Exclude<NumberKind, 'any'>, (key: string) => SQL> = {
  article: (key) => sql`select article_id, 0 from articles where article_number_norm = ${key}`,
  oe: (key) => sql`select article_id, 1 from article_oe_numbers where oe_number_norm = ${key}`,
  ean: (key) => sql`select article_id, 2 from articles where ean = ${key}`,
}

export async function listArticleIdsByExactNumber(
  db: AppDatabase,
  key: string,
  kind: NumberKind,
): Promise<number[]> {
  if (key === '') return []
  const kinds = kind === 'any' ? (['article', 'oe', 'ean'] as const) : [kind]
  const matches = sql.join(
    kinds.map((k) => EXACT_NUMBER_MATCHES[k](key)),
    sql` union all `,
  )
  const result = await db.execute(sql`with matches (article_id, rank) as (${matches})
    select article_id from matches group by article_id order by min(rank), article_id`)
  return (result as unknown as { rows: { article_id: number }[] }).rows.map((row) => row.article_id)
}
