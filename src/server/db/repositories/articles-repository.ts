/** Number look-ups use the normalised keys by equality, so an index answers them. */
import { asc, eq, type SQL, sql } from 'drizzle-orm'
import type { Locale } from '../../../domain/locale'
import type { Article } from '../../../domain/article-schema'
import type { AppDatabase } from '../database'
import { articles, brands, vehicles } from '../schema'
import { anyOf, queryRows } from '../query-rows'
import {
  hydratedArticleColumns,
  type Listing,
  type ListingRequest,
  listArticlesPage,
} from './article-listing'
import { type HydratedArticleRow, toArticle } from './article-rows'

export async function articlesByIds(db: AppDatabase, ids: readonly number[], lang: Locale) {
  if (ids.length === 0) return []
  const rows = await queryRows<HydratedArticleRow>(
    db,
    sql`select ${hydratedArticleColumns} from articles a
      where ${anyOf(sql`a.article_id`, ids)}`,
  )
  const byId = new Map(rows.map((row) => [row.article_id, toArticle(row, lang)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

export async function findArticleById(
  db: AppDatabase,
  articleId: number,
  lang: Locale,
): Promise<Article | null> {
  const [article] = await articlesByIds(db, [articleId], lang)
  return article ?? null
}

export async function findArticleByNumber(
  db: AppDatabase,
  numberNorm: string,
  lang: Locale,
): Promise<Article | null> {
  if (numberNorm === '') return null
  const [row] = await queryRows<HydratedArticleRow>(
    db,
    sql`select ${hydratedArticleColumns} from articles a
    where a.article_id = (select article_id from articles where article_number_norm = ${numberNorm}
      order by article_id limit 1)`,
  )
  return row ? toArticle(row, lang) : null
}

export type ListRequest = Omit<ListingRequest, 'featuredOnly'>

export function listArticles(
  db: AppDatabase,
  request: ListRequest & { partTypeIds?: readonly number[] },
): Promise<Listing> {
  const { partTypeIds, ...rest } = request
  const source = partTypeIds
    ? { kind: 'part-types' as const, partTypeIds }
    : { kind: 'all' as const }
  return listArticlesPage(db, source, rest)
}

// The newest admin mark first, so it shows at once; with none flagged, the best rated in stock
// stand in.
export async function listFeaturedArticles(
  db: AppDatabase,
  limit: number,
  lang: Locale,
): Promise<Article[]> {
  // Orders as articles_featured_idx and articles_rating_idx, so both read in order.
  const best = async (where: SQL, first: SQL = sql``) =>
    queryRows<HydratedArticleRow>(
      db,
      sql`select ${hydratedArticleColumns} from articles a where ${where}
        order by ${first} a.rating desc nulls last, a.reviews desc nulls last, a.article_id
        limit ${limit}`,
    )
  let rows = await best(sql`a.featured`, sql`a.featured_at desc nulls last,`)
  if (rows.length === 0) rows = await best(sql`a.stock > 0`)
  return rows.map((row) => toArticle(row, lang))
}

export async function vehicleExists(db: AppDatabase, carId: number): Promise<boolean> {
  const [row] = await db
    .select({ carId: vehicles.carId })
    .from(vehicles)
    .where(eq(vehicles.carId, carId))
  return row !== undefined
}

export function listArticlesForVehicle(
  db: AppDatabase,
  request: ListRequest & { carId: number; partTypeIds?: readonly number[] },
): Promise<Listing> {
  const { carId, partTypeIds, ...rest } = request
  return listArticlesPage(db, { kind: 'vehicle', carId, partTypeIds }, rest)
}

export interface BrandRow {
  slug: string
  name: string
  articleCount: number
}

export async function listBrands(db: AppDatabase): Promise<BrandRow[]> {
  return db
    .select({ slug: brands.slug, name: brands.name, articleCount: brands.articleCount })
    .from(brands)
    .orderBy(asc(brands.name))
}

export async function setArticleFeatured(
  db: AppDatabase,
  articleNumber: string,
  featured: boolean,
): Promise<number> {
  const rows = await db
    .update(articles)
    .set({ featured, featuredAt: featured ? sql`now()` : null })
    .where(eq(articles.articleNumber, articleNumber))
    .returning({ articleId: articles.articleId })
  return rows.length
}
