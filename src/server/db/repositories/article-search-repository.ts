/**
 * Search over the embedded catalogue. Ranks, best first:
 *   0 — the normalised article, OE or EAN number equals what was typed;
 *   1 — a normalised article or OE number (or an EAN, for digits) starts with it;
 *   2, 3 — every word typed occurs in the Norwegian or English name or in the brand;
 *   4, 5 — every word does once synonyms, compounds and typos are allowed for;
 *   of each pair, names holding a word in their head (before the first comma) come first.
 * Ties go by articleId, so paging is stable. Number branches use the indexed keys (equality
 * and `LIKE 'KEY%'`); the text branch first matches the words against the small tables of
 * distinct article names and brands (search-word-matching.ts), then reads the articles with
 * those names or brands by index, and only runs when the input has a letter and did not
 * already match as a number (see `searchArticles`). Each branch yields at most
 * MATCHES_PER_BRANCH articles. LIKE metacharacters in the input are escaped; every value is a
 * bound parameter.
 */
import { type SQL, sql } from 'drizzle-orm'
import { normalizePartNumber } from '../../../domain/article-number'
import type { AppDatabase } from '../database'
import { anyOf } from '../query-rows'
import { type Listing, type ListingRequest, listArticlesPage } from './article-listing'
import { escapeLike, matchWords } from './search-word-matching'

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

/**
 * Step two: articles whose name or brand holds every word (search-word-matching.ts), by the
 * name and brand indexes; those matching every word as typed rank before those matched
 * through a synonym, a compound or a corrected typo, and a name whose head holds a word
 * ('Multirem, 6PK1325' for 'multirem') before one where it only qualifies ('Styrerull, multirem'). `branch` is null when some word matches
 * nothing (then no article can match).
 */
async function textBranch(
  db: AppDatabase,
  typed: string,
): Promise<{ branch: SQL | null; correctedSearch?: string }> {
  if (!/\p{L}/u.test(typed)) return { branch: null }
  // A lone dash or plus between words is no word to match ('bremseklosser + skiver').
  const words = typed
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, MAX_WORDS)
  const { words: matches, correctedSearch } = await matchWords(db, words)
  if (!matches) return { branch: null }
  const holding = (names: string[], brands: string[]) => {
    const either = [
      ...(names.length > 0 ? [anyOf(sql`article_name_no`, names)] : []),
      ...(brands.length > 0 ? [anyOf(sql`mfr_name`, brands)] : []),
    ]
    return either.length === 0 ? sql`false` : sql`(${sql.join(either, sql` or `)})`
  }
  const every = matches.map(({ names, brands }) => holding(names, brands))
  const exact = matches.map(({ exactNames, exactBrands }) => holding(exactNames, exactBrands))
  const headed = matches.map(({ headNames }) => holding(headNames, []))
  const rank = sql`2 + case when ${sql.join(exact, sql` and `)} then 0 else 2 end
    + case when ${sql.join(headed, sql` or `)} then 0 else 1 end`
  return {
    branch: branch(
      sql`select article_id, ${rank} as rank from articles where ${sql.join(every, sql` and `)}`,
      'rank, article_id',
    ),
    correctedSearch,
  }
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
export async function searchArticles(
  db: AppDatabase,
  request: SearchRequest,
): Promise<Listing & { correctedSearch?: string }> {
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
  const listing = await search(text.branch ? [...numbers, text.branch] : numbers)
  return text.correctedSearch ? { ...listing, correctedSearch: text.correctedSearch } : listing
}

function noMatches(request: ListingRequest): Promise<Listing> {
  const { page, perPage, sort = 'default' } = request
  return Promise.resolve({ items: [], page, perPage, sort, total: 0, totalCapped: false })
}
