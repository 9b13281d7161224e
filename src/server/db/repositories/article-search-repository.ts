/**
 * Search over the embedded catalogue (issue "Catalogue" §4). Ranks, best first:
 *   0 — the normalised article, OE or EAN number equals what was typed;
 *   1 — a normalised article or OE number (or an EAN, for digits) starts with it;
 *   2 — every word typed occurs in the Norwegian or English name or in the brand.
 * Ties go by articleId, so paging is stable. Number branches use the indexed keys (equality
 * and `LIKE 'KEY%'`); the text branch uses trigram indexes (migration 0002) and only runs when
 * the input has a letter and did not already match as a number (see `searchArticles`).
 * Text matching folds case in SQL with `upper` + `translate` of the Nordic/German letters, so
 * it is the same on PGlite and PostgreSQL whatever their collation (`upper` alone folds only
 * ASCII under the C locale). LIKE metacharacters in the input are escaped; every value is a
 * bound parameter.
 */
import { type SQL, sql } from 'drizzle-orm'
import { normalizePartNumber } from '../../../domain/article-number'
import type { Locale } from '../../../domain/locale'
import type { Article, Page, PageRequest } from '../../providers/catalogue/catalogue-port'
import type { AppDatabase } from '../database'
import { articlesByIds, offsetOf } from './articles-repository'

/** At most this many words of free text count; the rest are ignored. */
const MAX_WORDS = 6
/** Prefix matches need this many characters of key, or they would match half the catalogue. */
const MIN_PREFIX_LENGTH = 2

const LOWER = 'æøåäöüéèáàç'
const UPPER = 'ÆØÅÄÖÜÉÈÁÀÇ'

/** `%`, `_` and `\` match literally after this (with `escape '\'`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/** The text branch's case folding, the same in JS as in SQL. */
export function foldCase(text: string): string {
  return text.toUpperCase()
}

const folded = (column: string) => sql.raw(`translate(upper(${column}), '${LOWER}', '${UPPER}')`)

function numberBranches(typed: string): SQL[] {
  const key = normalizePartNumber(typed)
  if (key === '') return []
  const branches = [
    sql`select article_id, 0 as rank from articles where article_number_norm = ${key}`,
    sql`select article_id, 0 from article_oe_numbers where oe_number_norm = ${key}`,
    sql`select article_id, 0 from articles where ean = ${key}`,
  ]
  if (key.length >= MIN_PREFIX_LENGTH) {
    const prefix = `${escapeLike(key)}%`
    branches.push(
      sql`select article_id, 1 from articles where article_number_norm like ${prefix} escape '\\'`,
      sql`select article_id, 1 from article_oe_numbers where oe_number_norm like ${prefix} escape '\\'`,
    )
    if (/^\d+$/.test(key)) {
      branches.push(sql`select article_id, 1 from articles where ean like ${prefix} escape '\\'`)
    }
  }
  return branches
}

function textBranch(typed: string): SQL | null {
  if (!/\p{L}/u.test(typed)) return null
  const words = typed.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS)
  const conditions = words.map((word) => {
    const pattern = `%${escapeLike(foldCase(word))}%`
    return sql`(${folded('article_name_no')} like ${pattern} escape '\\'
      or ${folded('article_name_en')} like ${pattern} escape '\\'
      or ${folded('mfr_name')} like ${pattern} escape '\\')`
  })
  return sql`select article_id, 2 from articles where ${sql.join(conditions, sql` and `)}`
}

/** `ranked(article_id, rank)`: each matching article once, with its best rank. */
function rankedMatches(branches: SQL[]): SQL | null {
  if (branches.length === 0) return null
  return sql`with matches as (${sql.join(branches, sql` union all `)}),
    ranked as (select article_id, min(rank) as rank from matches group by article_id)`
}

function rowsOf<Row>(result: unknown): Row[] {
  // Both drivers (pg and PGlite) answer `execute` with `{ rows }`.
  return (result as { rows: Row[] }).rows
}

export interface SearchRequest extends PageRequest {
  search: string
  lang: Locale
  /** Only articles flagged featured. */
  featured?: boolean
}

/**
 * Input with a digit in it is first looked up as a number only (indexed keys, fast); when a
 * number matches, free text is skipped — nobody typing `W 712/95` wants every name holding a
 * "W". Otherwise (or when no number matched) numbers and free text are ranked together.
 */
export async function searchArticles(
  db: AppDatabase,
  request: SearchRequest,
): Promise<Page<Article>> {
  const numbers = numberBranches(request.search)
  if (/\d/.test(normalizePartNumber(request.search))) {
    const byNumber = await rankedPage(db, numbers, request)
    if (byNumber.total > 0) return byNumber
  }
  const text = textBranch(request.search)
  return rankedPage(db, text ? [...numbers, text] : numbers, request)
}

async function rankedPage(
  db: AppDatabase,
  branches: SQL[],
  request: SearchRequest,
): Promise<Page<Article>> {
  const empty = { items: [], page: request.page, perPage: request.perPage, total: 0 }
  const ranked = rankedMatches(branches)
  if (!ranked) return empty
  const onlyFeatured = request.featured
    ? sql`join articles a on a.article_id = ranked.article_id and a.featured`
    : sql``
  const [pageRows, totalRows] = await Promise.all([
    db.execute(sql`${ranked}
      select ranked.article_id from ranked ${onlyFeatured}
      order by ranked.rank, ranked.article_id
      limit ${request.perPage} offset ${offsetOf(request)}`),
    db.execute(sql`${ranked} select count(*)::int as total from ranked ${onlyFeatured}`),
  ])
  const ids = rowsOf<{ article_id: number }>(pageRows).map((row) => row.article_id)
  const total = rowsOf<{ total: number }>(totalRows)[0]?.total ?? 0
  return { ...empty, items: await articlesByIds(db, ids, request.lang), total }
}
