/**
 * Cart lines kept on a device before lines carried their article id (cart storage version 1,
 * `{ articleNumber, product: { articleNumber, name, price, discount }, options, quantity }`).
 * The server no longer takes a line by number, so each is given its id once: the catalogue is
 * searched by the number, and the brand is told from the name the line was shown with.
 */
import { brandKey, normalizePartNumber } from '../../../domain/article-number'
import type { CartItemOption } from '../../../domain/cart'
import { cartLineName } from './cart-product'

/** A version-1 line: what the shopper saw, without the article's id. */
export interface LegacyLine {
  product: { articleNumber: string; name: string; price: number; discount: number } & Record<
    string,
    unknown
  >
  options: CartItemOption[]
  quantity: number
}

/** What a catalogue answer says of an article, enough to pick the line's one. */
export interface CandidateArticle {
  articleId: number
  articleNumber: string
  articleName: string
  mfrName: string
}

/** The article a legacy line turned out to be (or `null`: the catalogue has no such article). */
export type ResolvedLegacyLine = { line: LegacyLine; article: CandidateArticle | null }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/**
 * The lines of a stored version-1 cart worth migrating: a product with a number and a name, a
 * quantity. Everything else is checked again when the line, with its id, joins the cart.
 */
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
 * The line's article among those sharing its number: the one whose brand and name read as the
 * line's name did; else the one whose brand begins it; else what the server chose for a number
 * alone before ids (the printed number first, then the lowest id), so the line stays the
 * article it was priced as.
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

/**
 * Finds every line's article, one search per distinct number. A failed search (offline, a
 * server error) throws, so nothing is decided on half an answer and the migration is tried again.
 */
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
