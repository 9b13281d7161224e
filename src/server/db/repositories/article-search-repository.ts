// Search ranks exact numbers, then number prefixes, then names holding every word (as typed before
// through synonyms or typos); ties by articleId so paging is stable. Each branch yields at most
// MATCHES_PER_BRANCH; every value is a bound parameter.
import { type SQL, sql } from 'drizzle-orm'
import { normalizePartNumber } from '../../../domain/article-number'
import { isCode, printedCode, queryTokens } from '../../../domain/search-query'
import type { AppDatabase } from '../database'
import { anyOf } from '../query-rows'
import { type CatalogueSnapshot, catalogueSnapshot } from './kept-catalogue'
import { type Listing, type ListingRequest, listArticlesPage } from './article-listing'
import {
  narrowing,
  type SearchVehicle,
  type UnderstoodQuery,
  understandQuery,
} from './search-query'
import { escapeLike, matchWords, namesHold } from './search-word-matching'

const MAX_WORDS = 6
/** Shorter prefixes would match half the catalogue. */
const MIN_PREFIX_LENGTH = 2
const MAX_CODE_LENGTH = 3
/** A search answering more is too broad to page; this bounds its cost at any catalogue size. */
export const MATCHES_PER_BRANCH = 1000

const branch = (select: SQL, orderBy: string) =>
  sql`(${select} order by ${sql.raw(orderBy)} limit ${sql.raw(String(MATCHES_PER_BRANCH))})`

interface Flags {
  exact: string[]
  head: string[]
}

/** A number's letters come first and are few ('HU', 'GDB'): a longer run of letters is a word. */
const MAX_NUMBER_LETTERS = 4
const isWordNotNumber = (key: string) => !/\d/.test(key) && key.length > MAX_NUMBER_LETTERS

function numberBranches(typed: string, within: SQL[] = []): SQL[] {
  const key = normalizePartNumber(typed)
  if (key === '' || isWordNotNumber(key)) return []
  const articles = sql`articles a`
  const oeNumbers =
    within.length > 0
      ? sql`article_oe_numbers o join articles a on a.article_id = o.article_id`
      : sql`article_oe_numbers o`
  const and = within.length > 0 ? sql` and ${sql.join(within, sql` and `)}` : sql``
  const branches = [
    branch(
      sql`select a.article_id, 0 as rank from ${articles} where article_number_norm = ${key}${and}`,
      'article_id',
    ),
    branch(
      sql`select o.article_id, 0 from ${oeNumbers} where oe_number_norm = ${key}${and}`,
      'article_id',
    ),
    branch(sql`select a.article_id, 0 from ${articles} where ean = ${key}${and}`, 'article_id'),
  ]
  if (key.length >= MIN_PREFIX_LENGTH) {
    const prefix = `${escapeLike(key)}%`
    branches.push(
      branch(
        sql`select a.article_id, 1 from ${articles} where article_number_norm like ${prefix} escape '\\' and article_number_norm <> ${key}${and}`,
        'article_number_norm, article_id',
      ),
      branch(
        sql`select o.article_id, 1 from ${oeNumbers} where oe_number_norm like ${prefix} escape '\\' and oe_number_norm <> ${key}${and}`,
        'oe_number_norm, article_id',
      ),
    )
    if (/^\d+$/.test(key)) {
      branches.push(
        branch(
          sql`select a.article_id, 1 from ${articles} where ean like ${prefix} escape '\\' and ean <> ${key}${and}`,
          'ean, article_id',
        ),
      )
    }
  }
  return branches
}

// Exact words rank before synonyms, compounds and typos, a word in the name's head before one that
// only qualifies. Null when some word matches nothing.
async function textBranch(
  catalogue: CatalogueSnapshot,
  typed: string,
  within: SQL[] = [],
): Promise<{ branch: SQL | null; correctedSearch?: string }> {
  if (!/\p{L}/u.test(typed)) return { branch: null }
  const words = typed
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, MAX_WORDS)
  const { words: matches, correctedSearch } = await matchWords(catalogue, words)
  if (!matches) return { branch: null }
  const holding = (names: string[], brands: string[]) => {
    const either = [
      ...(names.length > 0 ? [anyOf(sql`article_name_no`, names)] : []),
      ...(brands.length > 0 ? [anyOf(sql`mfr_name`, brands)] : []),
    ]
    return either.length === 0 ? sql`false` : sql`(${sql.join(either, sql` or `)})`
  }
  const [first, ...rest] = matches
  if (!first) return { branch: null }
  // The first word's names and brands drive, read by index and capped, never every article a common
  // word ('bosch') holds.
  const others = [...rest.map(({ names, brands }) => holding(names, brands)), ...within]
  const and = others.length > 0 ? sql` and ${sql.join(others, sql` and `)}` : sql``
  const limit = sql.raw(String(MATCHES_PER_BRANCH))
  // Names of a word held by many ('w') share one branch's worth of reads, so a rare combination
  // cannot walk the catalogue.
  const keys = first.names.length + first.brands.length
  const perKey = sql.raw(String(Math.ceil(MATCHES_PER_BRANCH / keys)))
  const restExact = rest.map(({ exactNames, exactBrands }) => holding(exactNames, exactBrands))
  const restHeaded = rest.map(({ headNames }) => holding(headNames, []))
  const rankOf = (exact: SQL, headed: SQL) =>
    sql`2 + case when ${sql.join([exact, ...restExact], sql` and `)} then 0 else 2 end
      + case when ${sql.join([headed, ...restHeaded], sql` or `)} then 0 else 1 end`
  const readBy = (column: string, values: string[], flags: Flags, rank: SQL) =>
    sql`select a.article_id, ${rank} as rank
      from unnest(${sql.param(values)}::text[],
        ${sql.param(values.map((value) => flags.exact.includes(value)))}::bool[],
        ${sql.param(values.map((value) => flags.head.includes(value)))}::bool[])
        as k(value, exact, head)
      cross join lateral (select * from (
          select a.article_id, a.article_name_no, a.mfr_name from articles a
          where a.${sql.raw(column)} = k.value order by a.article_id limit ${perKey}) a
        where true${and} limit ${limit}) a`
  const reads: SQL[] = []
  if (first.names.length > 0) {
    const flags = { exact: first.exactNames, head: first.headNames }
    const exact = sql`(k.exact or ${anyOf(sql`a.mfr_name`, first.exactBrands)})`
    reads.push(readBy('article_name_no', first.names, flags, rankOf(exact, sql`k.head`)))
  }
  if (first.brands.length > 0) {
    const flags = { exact: first.exactBrands, head: [] }
    const exact = sql`(k.exact or ${anyOf(sql`a.article_name_no`, first.exactNames)})`
    const headed = anyOf(sql`a.article_name_no`, first.headNames)
    reads.push(readBy('mfr_name', first.brands, flags, rankOf(exact, headed)))
  }
  if (reads.length === 0) return { branch: null }
  return {
    branch: branch(sql`select * from (${sql.join(reads, sql` union all `)}) a`, 'rank, article_id'),
    correctedSearch,
  }
}

function rankedMatches(branches: SQL[], preferCar?: number): SQL {
  const matches = sql`matches(article_id, rank) as (${sql.join(branches, sql` union all `)})`
  if (preferCar === undefined) {
    return sql`${matches},
      ranked as (select article_id, min(rank) as rank from matches group by article_id)`
  }
  return sql`${matches},
    best as (select article_id, min(rank) as rank from matches group by article_id),
    ranked as (select article_id, row_number() over (order by rank,
      not exists (select 1 from article_vehicles v
        where v.article_id = b.article_id and v.car_id = ${preferCar}),
      article_id) as rank from best b)`
}

export interface SearchRequest extends ListingRequest {
  search: string
  preferCar?: number
}

export interface SearchListing extends Listing {
  correctedSearch?: string
  vehicle?: SearchVehicle
}

interface Understood {
  branches: SQL[]
  correctedNames?: { typed: string[]; corrected: string[] }
}

// After a brand the words are read together as one part number too ('mann hu 6781'); words with a
// digit are criterion values ('5w30').
async function understoodBranches(
  catalogue: CatalogueSnapshot,
  query: UnderstoodQuery,
): Promise<Understood | null> {
  const { brands, vehicle, measurements, words } = query
  const codes = words.filter(isCode)
  const names = words.filter((word) => !isCode(word))
  if (brands.length === 0 && !vehicle && measurements.length === 0 && codes.length === 0) {
    return null
  }
  const within = narrowing(query, codes)
  const branches: SQL[] = []
  if (words.length > 0 && (brands.length > 0 || (vehicle && codes.length > 0))) {
    branches.push(...numberBranches(words.join(' '), narrowing(query)))
  }
  const printed = [
    ...measurements.map(({ value, unit }) => `${value} ${unit}`),
    ...codes.map(printedCode),
  ]
  let correctedNames: Understood['correctedNames']
  if (names.length > 0) {
    const text = await textBranch(catalogue, names.join(' '), within)
    if (text.branch) branches.push(text.branch)
    if (text.correctedSearch) {
      correctedNames = { typed: names, corrected: text.correctedSearch.split(' ') }
    }
  } else if (vehicle) {
    branches.push(fittingBranch(vehicle.carIds, narrowing({ ...query, vehicle: null }, codes)))
  } else if (printed.length > 0) {
    const text = await textBranch(catalogue, printed.join(' '), within)
    if (text.branch) branches.push(text.branch)
  }
  if (branches.length === 0) return null
  return correctedNames ? { branches, correctedNames } : { branches }
}

function correctedWhole(search: string, names: Understood['correctedNames']): string | undefined {
  if (!names || names.corrected.length !== names.typed.length) return undefined
  let next = 0
  const words = queryTokens(search).map((token) => {
    if (token !== names.typed[next]) return token
    next += 1
    return names.corrected[next - 1] ?? token
  })
  return words.join(' ').toLowerCase()
}

/** Several per article, as variants share parts. */
const FITTING_LINKS_READ = 4 * MATCHES_PER_BRANCH

/** Reads the first FITTING_LINKS_READ links, however many articles the variants fit. */
function fittingBranch(carIds: number[], within: SQL[]): SQL {
  const perVariant = carIds.map(
    (carId) => sql`(select article_id from article_vehicles where car_id = ${carId}
      order by article_id)`,
  )
  const links = sql`select x.article_id from (${sql.join(perVariant, sql` union all `)}) x
    order by x.article_id limit ${sql.raw(String(FITTING_LINKS_READ))}`
  if (within.length === 0) {
    return branch(sql`select distinct y.article_id, 2 from (${links}) y`, 'article_id')
  }
  return branch(
    sql`select distinct a.article_id, 2 from (${links}) y
      join articles a on a.article_id = y.article_id where ${sql.join(within, sql` and `)}`,
    'article_id',
  )
}

/** Not through typo tolerance, which would take car names for near part words. */
const isPartWord = (catalogue: CatalogueSnapshot, word: string) => namesHold(catalogue, word)

// When a number matches, free text is skipped: nobody typing `W 712/95` wants every name holding a
// "W".
export async function searchArticles(
  db: AppDatabase,
  request: SearchRequest,
  catalogue = catalogueSnapshot(db, { optimistic: true }),
): Promise<SearchListing> {
  const { catalogueGeneration, ...found } = await searchOnce(db, request, catalogue)
  if (await catalogue.confirmed(catalogueGeneration)) return found
  // The catalogue changed since this instance last read it.
  const { catalogueGeneration: _, ...again } = await searchOnce(db, request, catalogueSnapshot(db))
  return again
}

async function searchOnce(
  db: AppDatabase,
  request: SearchRequest,
  catalogue: CatalogueSnapshot,
): Promise<SearchListing> {
  const numbers = numberBranches(request.search)
  const cte = (branches: SQL[]) => rankedMatches(branches, request.preferCar)
  const search = (branches: SQL[]) =>
    branches.length === 0
      ? noMatches(request)
      : listArticlesPage(db, { kind: 'ranked', cte: cte(branches) }, request)
  const key = normalizePartNumber(request.search)
  let byNumber: Listing | null = null
  if (/\d/.test(key)) {
    byNumber = await search(numbers)
    const typedInParts = queryTokens(request.search).length > 1
    if (byNumber.total > 0 && (key.length > MAX_CODE_LENGTH || typedInParts)) return byNumber
  }
  const understood = await understandQuery(catalogue, request.search, (word) =>
    isPartWord(catalogue, word),
  )
  const narrowed = await understoodBranches(catalogue, understood)
  if (narrowed) {
    const found: SearchListing = await search(narrowed.branches)
    if (found.total > 0) {
      const correctedSearch = correctedWhole(request.search, narrowed.correctedNames)
      if (correctedSearch) found.correctedSearch = correctedSearch
      if (!understood.vehicle) return found
      const { carIds, ...vehicle } = understood.vehicle
      return { ...found, vehicle }
    }
  }
  if (byNumber && byNumber.total > 0) return byNumber
  const text = await textBranch(catalogue, request.search)
  const listing = await search(text.branch ? [...numbers, text.branch] : numbers)
  return text.correctedSearch ? { ...listing, correctedSearch: text.correctedSearch } : listing
}

function noMatches(request: ListingRequest): Promise<Listing> {
  const { page, perPage, sort = 'default' } = request
  return Promise.resolve({ items: [], page, perPage, sort, total: 0, totalCapped: false })
}
