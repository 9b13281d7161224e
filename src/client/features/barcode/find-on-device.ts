/**
 * Read, never written: the query cache, the service worker's `catalogue` cache and the offline
 * packs. Answers have several shapes, so each is walked as a tree, bounded in depth and nodes
 * so an odd or huge answer cannot stall the scanner.
 */
import { normalizePartNumber } from '../../../domain/article-number'
import type { Locale } from '../../../domain/locale'
import type { SluggedArticle } from '../../../domain/product-slug'
import { cachedAnswers } from '../../offline/search/kept-answers'

/** Deepest nesting looked into: articles sit at depth 1–3 in every answer the API gives. */
const MAX_DEPTH = 6
/** Most values visited in one answer (a listing page of 16 parts has a few thousand). */
const MAX_NODES = 50_000

export interface KeptArticle extends SluggedArticle {
  ean?: string
}

function isArticle(value: Record<string, unknown>): value is Record<string, unknown> & KeptArticle {
  return (
    typeof value.articleId === 'number' &&
    typeof value.articleNumber === 'string' &&
    typeof value.mfrName === 'string'
  )
}

export function articlesWithCode(answer: unknown, wanted: string): KeptArticle[] {
  const found: KeptArticle[] = []
  let nodes = 0
  const visit = (value: unknown, depth: number) => {
    if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return
    if (++nodes > MAX_NODES) return
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1)
      return
    }
    const record = value as Record<string, unknown>
    if (isArticle(record)) {
      const ean = typeof record.ean === 'string' ? normalizePartNumber(record.ean) : ''
      if (ean === wanted || normalizePartNumber(record.articleNumber) === wanted) {
        found.push(record)
      }
    }
    for (const child of Object.values(record)) visit(child, depth + 1)
  }
  visit(answer, 0)
  return found
}

export interface RememberedAnswer {
  key: readonly unknown[]
  data: unknown
}

/** Answers in the page's language first: their names make the right product address. */
export async function findOnDevice(
  locale: Locale,
  code: string,
  remembered: readonly RememberedAnswer[] = [],
): Promise<KeptArticle[]> {
  const wanted = normalizePartNumber(code)
  if (!wanted) return []
  const answers = [
    ...remembered.map(({ key, data }) => ({ inLocale: key.includes(locale), body: data })),
    ...(await cachedAnswers()).map(({ lang, body }) => ({ inLocale: lang === locale, body })),
  ]
  const inLocale = new Map<number, KeptArticle>()
  const elsewhere = new Map<number, KeptArticle>()
  for (const answer of answers) {
    const into = answer.inLocale ? inLocale : elsewhere
    for (const article of articlesWithCode(answer.body, wanted)) {
      if (!into.has(article.articleId)) into.set(article.articleId, article)
    }
  }
  for (const [id, article] of elsewhere) if (!inLocale.has(id)) inLocale.set(id, article)
  return [...inLocale.values()]
}
