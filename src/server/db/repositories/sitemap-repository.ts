/**
 * The sitemaps' reads of `articles`, fast at a million rows: the products are split into
 * ranges of article ids, found by skipping through the primary key one index probe per
 * range (never counting or offsetting over the table), and a range's products are read by
 * that key alone.
 */
import { sql } from 'drizzle-orm'
import type { SluggedArticle } from '../../../domain/product-slug'
import type { AppDatabase } from '../database'
import { queryRows } from '../query-rows'

export interface IdRange {
  first: number
  last: number
}

/**
 * The ranges `[k·width, (k+1)·width − 1]` holding at least one article, in order, each
 * narrowed to its first and last article id; at most `limit` of them (the rest never read).
 */
export async function articleIdRanges(
  db: AppDatabase,
  width: number,
  limit: number,
): Promise<IdRange[]> {
  const rows = await queryRows<{ first: number; last: number }>(
    db,
    sql`with recursive range_start(id) as (
        select min(article_id) from articles
        union all
        select (select a.article_id from articles a
          where a.article_id >= ((s.id::bigint / ${width}::int) + 1) * ${width}::int
          order by a.article_id limit 1)
        from range_start s where s.id is not null
      )
      select s.id as first,
        (select max(a.article_id) from articles a
          where a.article_id between s.id and ((s.id::bigint / ${width}::int) + 1) * ${width}::int - 1) as last
      from range_start s where s.id is not null limit ${limit}::int`,
  )
  return rows.map((row) => ({ first: Number(row.first), last: Number(row.last) }))
}

/** The lowest and highest article id, or null when there are no articles (two index probes). */
export async function articleIdSpan(db: AppDatabase): Promise<IdRange | null> {
  const [row] = await queryRows<{ first: number | null; last: number | null }>(
    db,
    sql`select min(article_id) as first, max(article_id) as last from articles`,
  )
  return row?.first == null || row.last == null
    ? null
    : { first: Number(row.first), last: Number(row.last) }
}

/** The articles with ids in `range`, as their product addresses need them (Norwegian names). */
export async function articlesInRange(db: AppDatabase, range: IdRange): Promise<SluggedArticle[]> {
  const rows = await queryRows<{
    article_id: number
    article_number: string
    mfr_name: string
    article_name_no: string
  }>(
    db,
    sql`select article_id, article_number, mfr_name, article_name_no from articles
      where article_id between ${range.first}::int and ${range.last}::int order by article_id`,
  )
  return rows.map((row) => ({
    articleId: row.article_id,
    articleNumber: row.article_number,
    mfrName: row.mfr_name,
    articleName: row.article_name_no,
  }))
}
