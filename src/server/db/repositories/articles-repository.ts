/**
 * Articles of the embedded catalogue as the spec's `Article` (catalogue-port.ts): look-ups by
 * id and number, listings (all, featured, for a vehicle variant), search and the brand list.
 * Number look-ups use the normalised keys (`articles.article_number_norm`,
 * `article_oe_numbers.oe_number_norm`, `articles.ean`) by equality or `LIKE 'KEY%'`, so an
 * index answers them; listings page with limit/offset and a separate count.
 */
import { and, asc, count, desc, eq, gt, inArray, type SQL } from 'drizzle-orm'
import type { Locale } from '../../../domain/locale'
import type { Article, Page, PageRequest } from '../../providers/catalogue/catalogue-port'
import type { AppDatabase } from '../database'
import { articleCriteria, articleOeNumbers, articleVehicles, articles, vehicles } from '../schema'
import { toArticles } from './article-rows'

export const offsetOf = ({ page, perPage }: PageRequest) => (page - 1) * perPage

/** Whole articles for these ids, in the order given; unknown ids are left out. */
export async function articlesByIds(db: AppDatabase, ids: readonly number[], lang: Locale) {
  if (ids.length === 0) return []
  const [rows, criteria, oeNumbers] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(inArray(articles.articleId, [...ids])),
    db
      .select()
      .from(articleCriteria)
      .where(inArray(articleCriteria.articleId, [...ids]))
      .orderBy(asc(articleCriteria.articleId), asc(articleCriteria.sortIndex)),
    db
      .select()
      .from(articleOeNumbers)
      .where(inArray(articleOeNumbers.articleId, [...ids]))
      .orderBy(asc(articleOeNumbers.brand), asc(articleOeNumbers.oeNumber)),
  ])
  const byId = new Map(toArticles(rows, criteria, oeNumbers, lang).map((a) => [a.articleId, a]))
  // Keep the order asked for (rank, then id).
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** A page of articles matching `where`, ordered by articleId. */
async function pageWhere(
  db: AppDatabase,
  where: SQL | undefined,
  request: PageRequest & { lang: Locale },
): Promise<Page<Article>> {
  const [ids, [total]] = await Promise.all([
    db
      .select({ id: articles.articleId })
      .from(articles)
      .where(where)
      .orderBy(asc(articles.articleId))
      .limit(request.perPage)
      .offset(offsetOf(request)),
    db.select({ n: count() }).from(articles).where(where),
  ])
  const items = await articlesByIds(
    db,
    ids.map((row) => row.id),
    request.lang,
  )
  return { items, page: request.page, perPage: request.perPage, total: total?.n ?? 0 }
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
  const [row] = await db
    .select({ id: articles.articleId })
    .from(articles)
    .where(eq(articles.articleNumberNorm, numberNorm))
    .orderBy(asc(articles.articleId))
    .limit(1)
  return row ? findArticleById(db, row.id, lang) : null
}

export function listArticles(db: AppDatabase, request: PageRequest & { lang: Locale }) {
  return pageWhere(db, undefined, request)
}

/**
 * The front page's articles: those flagged `featured`, best rated first. When none is flagged
 * (a fresh catalogue), the best-rated articles in stock stand in, so the page is never empty.
 */
export async function listFeaturedArticles(
  db: AppDatabase,
  limit: number,
  lang: Locale,
): Promise<Article[]> {
  const best = (where: SQL) =>
    db
      .select({ id: articles.articleId })
      .from(articles)
      .where(where)
      .orderBy(desc(articles.rating), desc(articles.reviews), asc(articles.articleId))
      .limit(limit)
  let rows = await best(eq(articles.featured, true))
  if (rows.length === 0) rows = await best(gt(articles.stock, 0))
  return articlesByIds(
    db,
    rows.map((row) => row.id),
    lang,
  )
}

export async function vehicleExists(db: AppDatabase, carId: number): Promise<boolean> {
  const [row] = await db
    .select({ carId: vehicles.carId })
    .from(vehicles)
    .where(eq(vehicles.carId, carId))
  return row !== undefined
}

/** Articles fitting a vehicle variant, optionally only of some part types; by articleId. */
export async function listArticlesForVehicle(
  db: AppDatabase,
  request: PageRequest & { lang: Locale; carId: number; partTypeIds?: readonly number[] },
): Promise<Page<Article>> {
  // An empty category holds nothing, whatever the vehicle.
  if (request.partTypeIds?.length === 0) return emptyPage(request)
  const fits = inArray(
    articles.articleId,
    db
      .select({ id: articleVehicles.articleId })
      .from(articleVehicles)
      .where(eq(articleVehicles.carId, request.carId)),
  )
  const ofTypes = request.partTypeIds && inArray(articles.partTypeId, [...request.partTypeIds])
  return pageWhere(db, and(fits, ofTypes), request)
}

function emptyPage(request: PageRequest): Page<Article> {
  return { items: [], page: request.page, perPage: request.perPage, total: 0 }
}

export interface BrandRow {
  name: string
  articleCount: number
}

/** Aftermarket brands (data suppliers) with how many articles each has, by name. */
export async function listBrands(db: AppDatabase): Promise<BrandRow[]> {
  return db
    .select({ name: articles.mfrName, articleCount: count() })
    .from(articles)
    .groupBy(articles.mfrName)
    .orderBy(asc(articles.mfrName))
}
