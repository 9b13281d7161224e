/**
 * Cart lines from before lines carried their article id (storage version 1). The server no
 * longer takes a line by number, so each is given its id once by a catalogue search.
 */
import { brandKey, normalizePartNumber } from '../../../domain/article-number'
import type { CartItemOption } from '../../../domain/cart'
import { cartLineName } from './cart-product'

export interface LegacyLine {
  product: { articleNumber: string; name: string; price: number; discount: number } & Record<
    string,
    unknown
  >
  options: CartItemOption[]
  quantity: number
}

export interface CandidateArticle {
  articleId: number
  articleNumber: string
  articleName: string
  mfrName: string
}

export type ResolvedLegacyLine = { line: LegacyLine; article: CandidateArticle | null }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

export function legacyLinesFrom(items: unknown): LegacyLine[] {
  if (!Array.isArray(items)) return []
  return items.filter(
    (item): item is LegacyLine =>
      isRecord(item) &&
      isRecord(item.product) &&
      typeof item.product.articleNumber === 'string' &&
      typeof item.product.name === 'string' &&
      Array.isArray(item.options) &&
      Number.isInteger(item.quantity),
  )
}

/**
 * The line's article among those sharing its number, by brand and name; else what the server
 * chose for a number alone before ids, so the line stays the article it was priced as.
 */
export function pickArticle(
  line: LegacyLine,
  candidates: readonly CandidateArticle[],
): CandidateArticle | null {
  const printed = line.product.articleNumber
  const norm = normalizePartNumber(printed)
  const same = candidates
    .filter((article) => normalizePartNumber(article.articleNumber) === norm && norm !== '')
    .sort(
      (a, b) =>
        Number(b.articleNumber === printed) - Number(a.articleNumber === printed) ||
        a.articleId - b.articleId,
    )
  const shownName = line.product.name.trim()
  const nameKey = brandKey(shownName)
  // The longest brand that begins the name: "MANN-FILTER Oljefilter" is MANN-FILTER's, not MANN's.
  const byBrand = same
    .filter(
      (article) =>
        brandKey(article.mfrName) !== '' && nameKey.startsWith(brandKey(article.mfrName)),
    )
    .sort((a, b) => brandKey(b.mfrName).length - brandKey(a.mfrName).length)
  return (
    same.find((article) => cartLineName(article) === shownName) ?? byBrand[0] ?? same[0] ?? null
  )
}

/** A failed search throws, so nothing is decided on half an answer and the migration is retried. */
export async function resolveLegacyLines(
  lines: readonly LegacyLine[],
  searchByNumber: (articleNumber: string) => Promise<readonly CandidateArticle[]>,
): Promise<ResolvedLegacyLine[]> {
  const found = new Map<string, readonly CandidateArticle[]>()
  for (const line of lines) {
    const number = line.product.articleNumber
    if (!found.has(number)) found.set(number, await searchByNumber(number))
  }
  return lines.map((line) => ({
    line,
    article: pickArticle(line, found.get(line.product.articleNumber) ?? []),
  }))
}
