/**
 * Search over the embedded catalogue. Ranks, best first:
 *   0 — the normalised article, OE or EAN number equals what was typed;
 *   1 — a normalised article or OE number (or an EAN, for digits) starts with it;
 *   2 — every word typed occurs in the Norwegian or English name or in the brand.
 * Ties go by articleId, so paging is stable. Number branches use the indexed keys (equality
 * and `LIKE 'KEY%'`); the text branch first matches the words against the small tables of
 * distinct article names and brands, then reads the articles with those names or brands by
 * index, and only runs when the input has a letter and did not already match as a number
 * (see `searchArticles`). Each branch yields at most MATCHES_PER_BRANCH articles.
 * Text matching folds case and letters in SQL with `upper`, `translate` and `replace`
 * (`foldCase`, src/domain/search-text.ts), so it is the same on PGlite and PostgreSQL whatever their collation. LIKE metacharacters in the input are escaped; every value is a
 * bound parameter.
 */
import { type SQL, sql } from 'drizzle-orm'
import { normalizePartNumber } from '../../../domain/article-number'
import { ACCENTED, foldCase, PLAIN, SPELLED_OUT, stemsOf } from '../../../domain/search-text'
import type { AppDatabase } from '../database'
import { anyOf, queryRows } from '../query-rows'
import { type Listing, type ListingRequest, listArticlesPage } from './article-listing'

/** At most this many words of free text count; the rest are ignored. */
const MAX_WORDS = 6
/** Prefix matches need this many characters of key, or they would match half the catalogue. */
const MIN_PREFIX_LENGTH = 2
/**
 * Each way of matching contributes at most this many articles (exact, prefix, text). A search
 * answering more is too broad to page through; the shopper narrows it with filters instead.
 * This bounds a search's cost at any catalogue size.
 */
export const MATCHES_PER_BRANCH = 1000

/** `%`, `_` and `\` match literally after this (with `escape '\'`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/** The same folding of a column in SQL (`upper` alone folds only ASCII under the C locale). */
const folded = (column: string) => {
  const lower =
    ACCENTED.toLowerCase() + SPELLED_OUT.map(([letter]) => letter.toLowerCase()).join('')
  const upper = ACCENTED + SPELLED_OUT.map(([letter]) => letter).join('')
  let expression = `translate(upper(${column}), '${lower}', '${upper}')`
  expression = `translate(${expression}, '${ACCENTED}', '${PLAIN}')`
  for (const [letter, spelled] of SPELLED_OUT) {
    expression = `replace(${expression}, '${letter}', '${spelled}')`
  }
  return sql.raw(expression)
}

/** A branch: up to MATCHES_PER_BRANCH `(article_id, rank)`, the same ones every time. */
const branch = (select: SQL, orderBy: string) =>
  sql`(${select} order by ${sql.raw(orderBy)} limit ${sql.raw(String(MATCHES_PER_BRANCH))})`

function numberBranches(typed: string): SQL[] {
  const key = normalizePartNumber(typed)
  if (key === '') return []
  const branches = [
    branch(
      sql`select article_id, 0 as rank from articles where article_number_norm = ${key}`,
      'article_id',
    ),
    branch(
      sql`select article_id, 0 from article_oe_numbers where oe_number_norm = ${key}`,
      'article_id',
    ),
    branch(sql`select article_id, 0 from articles where ean = ${key}`, 'article_id'),
  ]
  if (key.length >= MIN_PREFIX_LENGTH) {
    const prefix = `${escapeLike(key)}%`
    branches.push(
      branch(
        sql`select article_id, 1 from articles where article_number_norm like ${prefix} escape '\\' and article_number_norm <> ${key}`,
        'article_number_norm, article_id',
      ),
      branch(
        sql`select article_id, 1 from article_oe_numbers where oe_number_norm like ${prefix} escape '\\' and oe_number_norm <> ${key}`,
        'oe_number_norm, article_id',
      ),
    )
    if (/^\d+$/.test(key)) {
      branches.push(
        branch(
          sql`select article_id, 1 from articles where ean like ${prefix} escape '\\' and ean <> ${key}`,
          'ean, article_id',
        ),
      )
    }
  }
  return branches
}

/** For each word typed, the article names and brands holding it. */
interface WordMatches {
  names: string[]
  brands: string[]
}

/**
 * Step one of free text: the words against the few hundred distinct article names (either
 * language) and the brands — small tables, so matching `%word%` costs nothing whatever the
 * catalogue's size. A word that matches nothing is tried again without a plural or definite
 * ending ('spark plugs' finds Spark plug, 'støtdempere' Støtdemper).
 */
async function matchWords(db: AppDatabase, words: string[]): Promise<WordMatches[]> {
  const matches = await matchPatterns(
    db,
    words.map((word) => [word]),
  )
  const unmatched = matches.flatMap((match, i) =>
    match.names.length === 0 && match.brands.length === 0 ? [i] : [],
  )
  const retried = unmatched.map((i) => stemsOf(words[i] ?? ''))
  if (retried.every((stems) => stems.length === 0)) return matches
  const again = await matchPatterns(db, retried)
  unmatched.forEach((i, j) => {
    matches[i] = again[j] ?? matches[i] ?? { names: [], brands: [] }
  })
  return matches
}

/** For each entry, the names and brands holding any of its spellings. */
async function matchPatterns(db: AppDatabase, spellings: string[][]): Promise<WordMatches[]> {
  const pairs = spellings.flatMap((words, i) =>
    words.map((word) => ({ i: i + 1, pattern: `%${escapeLike(foldCase(word))}%` })),
  )
  const matches = spellings.map((): WordMatches => ({ names: [], brands: [] }))
  if (pairs.length === 0) return matches
  const indexes = pairs.map((pair) => pair.i)
  const patterns = pairs.map((pair) => pair.pattern)
  const rows = await queryRows<{ i: number; name: string | null; brand: string | null }>(
    db,
    sql`select distinct w.i::int as i, n.name_no as name, null as brand
      from unnest(${sql.param(patterns)}::text[], ${sql.param(indexes)}::int[]) as w(pattern, i)
      join article_names n on ${folded('n.name_no')} like w.pattern escape '\\'
        or ${folded('n.name_en')} like w.pattern escape '\\'
      union all
      select distinct w.i::int, null, b.name
      from unnest(${sql.param(patterns)}::text[], ${sql.param(indexes)}::int[]) as w(pattern, i)
      join brands b on ${folded('b.name')} like w.pattern escape '\\'`,
  )
  for (const row of rows) {
    const match = matches[row.i - 1]
    if (row.name !== null) match?.names.push(row.name)
    if (row.brand !== null) match?.brands.push(row.brand)
  }
  return matches
}

/**
 * Step two: articles whose name or brand holds every word, by the name and brand indexes.
 * `null` when some word matches nothing (then no article can match).
 */
async function textBranch(db: AppDatabase, typed: string): Promise<SQL | null> {
  if (!/\p{L}/u.test(typed)) return null
  const words = typed.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS)
  const matches = await matchWords(db, words)
  if (matches.some((m) => m.names.length === 0 && m.brands.length === 0)) return null
  const conditions = matches.map(({ names, brands }) => {
    const either = [
      ...(names.length > 0 ? [anyOf(sql`article_name_no`, names)] : []),
      ...(brands.length > 0 ? [anyOf(sql`mfr_name`, brands)] : []),
    ]
    return sql`(${sql.join(either, sql` or `)})`
  })
  return branch(
    sql`select article_id, 2 from articles where ${sql.join(conditions, sql` and `)}`,
    'article_id',
  )
}

/** `ranked(article_id, rank)`: each matching article once, with its best rank. */
function rankedMatches(branches: SQL[]): SQL {
  return sql`matches as (${sql.join(branches, sql` union all `)}),
    ranked as (select article_id, min(rank) as rank from matches group by article_id)`
}

export interface SearchRequest extends ListingRequest {
  search: string
}

/**
 * Input with a digit in it is first looked up as a number only (indexed keys, fast); when a
 * number matches, free text is skipped — nobody typing `W 712/95` wants every name holding a
 * "W". Otherwise (or when no number matched) numbers and free text are ranked together.
 * Filters and sorts apply to the matches as to any listing.
 */
export async function searchArticles(db: AppDatabase, request: SearchRequest): Promise<Listing> {
  const numbers = numberBranches(request.search)
  const search = (branches: SQL[]) =>
    branches.length === 0
      ? noMatches(request)
      : listArticlesPage(db, { kind: 'ranked', cte: rankedMatches(branches) }, request)
  if (/\d/.test(normalizePartNumber(request.search))) {
    const byNumber = await search(numbers)
    if (byNumber.total > 0) return byNumber
  }
  const text = await textBranch(db, request.search)
  return search(text ? [...numbers, text] : numbers)
}

function noMatches(request: ListingRequest): Promise<Listing> {
  const { page, perPage, sort = 'default' } = request
  return Promise.resolve({ items: [], page, perPage, sort, total: 0, totalCapped: false })
}
