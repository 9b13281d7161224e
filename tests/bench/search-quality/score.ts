/**
 * The relevance set's scoring, shared by `npm run bench:search-quality` and its CI test.
 * A query is answered by the free-text search's first page; it hits when an article it
 * expects ranks in the top 3. An article is expected when its part type is one the query
 * means (a word such as 'bremsekloser' means any brake pad set) or it is one of the named
 * articles (brand + number, compared by the normalised number key). A query naming a car
 * ('oljefilter golf') expects, besides, that the article fits one of the car's model series.
 */
import { brandKey, normalizePartNumber } from '../../../src/domain/article-number'
import queries from './queries.json' with { type: 'json' }

export interface QualityQuery {
  query: string
  lang: 'no' | 'en'
  /** What the query tests: name, typo, synonym, number, oe, ean, part+car … */
  kind: string
  expect: {
    partTypes?: number[]
    articles?: { brand: string; number: string }[]
    /** The car the query names: its make and model series (the vehicle finder's ids). */
    fits?: { manuId: number; modelIds: number[] }
  }
}

export interface RankedArticle {
  articleId: number
  articleNumber: string
  mfrName: string
  partTypeId?: number
}

export interface QueryScore {
  query: QualityQuery
  /** 1-based rank of the first expected article in the answer, null when none. */
  rank: number | null
  hitAt3: boolean
}

export interface QualityScore {
  queries: QueryScore[]
  hitAt3: number
  /** Mean reciprocal rank of the first expected article (0 for a query without one). */
  mrr: number
}

export const qualityQueries = queries as QualityQuery[]

/** Ranks beyond this are not asked for: MRR counts them as misses. */
export const RANKS_FETCHED = 20

/** `fitting`: the ids of ranked articles that fit the query's car, when it names one. */
export function isExpected(
  query: QualityQuery,
  article: RankedArticle,
  fitting?: ReadonlySet<number>,
): boolean {
  const { partTypes = [], articles = [], fits } = query.expect
  if (fits && !fitting?.has(article.articleId)) return false
  if (article.partTypeId !== undefined && partTypes.includes(article.partTypeId)) return true
  const key = normalizePartNumber(article.articleNumber)
  return articles.some(
    (named) =>
      brandKey(named.brand) === brandKey(article.mfrName) &&
      normalizePartNumber(named.number) === key,
  )
}

export function scoreQuery(
  query: QualityQuery,
  ranking: RankedArticle[],
  fitting?: ReadonlySet<number>,
): QueryScore {
  const index = ranking.findIndex((article) => isExpected(query, article, fitting))
  const rank = index === -1 ? null : index + 1
  return { query, rank, hitAt3: rank !== null && rank <= 3 }
}

export function summarise(scores: QueryScore[]): QualityScore {
  const count = Math.max(1, scores.length)
  const hits = scores.filter((score) => score.hitAt3).length
  const reciprocal = scores.reduce((sum, score) => sum + (score.rank ? 1 / score.rank : 0), 0)
  return { queries: scores, hitAt3: hits / count, mrr: reciprocal / count }
}

/** The search request's path for one query (the app's free-text search endpoint). */
export function searchPath(query: QualityQuery): string {
  const search = encodeURIComponent(query.query)
  return `/api/tecdoc/search?search=${search}&lang=${query.lang}&perPage=${RANKS_FETCHED}`
}

type Get = (path: string) => Promise<{ status: number; body: unknown }>

/** Which of the ranked articles fit any variant of the query's model series. */
async function fittingArticles(get: Get, query: QualityQuery, ranking: RankedArticle[]) {
  const fitting = new Set<number>()
  const fits = query.expect.fits
  if (!fits || ranking.length === 0) return fitting
  const articleIds = ranking.map((article) => article.articleId).join(',')
  for (const modelId of fits.modelIds) {
    const variants = await get(`/api/tecdoc/vehicle-ids?manuId=${fits.manuId}&modelId=${modelId}`)
    for (const carId of variants.body as number[]) {
      const answer = await get(`/api/vehicles/fitment?carId=${carId}&articleIds=${articleIds}`)
      for (const id of (answer.body as { fits: number[] }).fits) fitting.add(id)
    }
  }
  return fitting
}

/**
 * Runs every query through `get` (an HTTP GET answering the parsed JSON and status) and
 * scores the set. A refused query (4xx) ranks nothing: it counts as a miss.
 */
export async function measureSearchQuality(
  get: Get,
  set: QualityQuery[] = qualityQueries,
): Promise<QualityScore> {
  const scores: QueryScore[] = []
  for (const query of set) {
    const { status, body } = await get(searchPath(query))
    if (status >= 500) throw new Error(`search for '${query.query}' answered ${status}`)
    const ranking = status === 200 ? (body as { articles: RankedArticle[] }).articles : []
    scores.push(scoreQuery(query, ranking, await fittingArticles(get, query, ranking)))
  }
  return summarise(scores)
}

export function formatScores(score: QualityScore): string {
  const lines = score.queries.map(({ query, rank, hitAt3 }) =>
    [
      hitAt3 ? 'hit ' : 'miss',
      String(rank ?? '-').padStart(3),
      query.lang,
      query.kind.padEnd(12),
      query.query,
    ].join('  '),
  )
  const kinds = new Map<string, QueryScore[]>()
  for (const q of score.queries) kinds.set(q.query.kind, [...(kinds.get(q.query.kind) ?? []), q])
  const byKind = [...kinds].map(
    ([kind, scores]) => `${kind} ${scores.filter((q) => q.hitAt3).length}/${scores.length}`,
  )
  const hits = score.queries.filter((q) => q.hitAt3).length
  lines.push(
    '',
    `hit@3 by kind: ${byKind.join(', ')}`,
    `queries ${score.queries.length}  hit@3 ${score.hitAt3.toFixed(3)} (${hits})  MRR ${score.mrr.toFixed(3)}`,
  )
  return lines.join('\n')
}
