/**
 * Articles of the embedded catalogue as the spec's `Article` (catalogue-port.ts): look-ups by
 * id and number, listings (all, featured, for a vehicle variant) and the brand list. Each
 * look-up is one SQL statement returning whole articles (article-listing.ts
 * `hydratedArticleColumns`); number look-ups use the normalised keys by equality, so an index
 * answers them.
 */
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

/** Whole articles for these ids, in the order given; unknown ids are left out. */
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

/** The article with this normalised number; the lowest id when several brands share it. */
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

/** The whole catalogue, or only articles of these part types (a category). */
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

/**
 * The front page's articles: those flagged `featured`, the ones an admin marked most recently
 * first (so a new mark shows at once), then the best rated. When none is flagged
 * (a fresh catalogue), the best-rated articles in stock stand in, so the page is never empty.
 */
export async function listFeaturedArticles(
  db: AppDatabase,
  limit: number,
  lang: Locale,
): Promise<Article[]> {
  // Orders as the indexes articles_featured_idx and articles_rating_idx, so both read in order.
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

/** Articles fitting a vehicle variant, optionally only of some part types. */
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

/** Aftermarket brands (data suppliers) with how many articles each has, by name. */
export async function listBrands(db: AppDatabase): Promise<BrandRow[]> {
  return db
    .select({ slug: brands.slug, name: brands.name, articleCount: brands.articleCount })
    .from(brands)
    .orderBy(asc(brands.name))
}

/** Marks or unmarks the articles with this number as featured; how many rows changed. */
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
