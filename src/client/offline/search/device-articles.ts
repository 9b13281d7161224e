/**
 * Device articles, walked out of kept answers bounded in depth and nodes so odd ones cannot stall search.
 */
import { type Article, articleSchema } from '../../../domain/article-schema'
import type { Locale } from '../../../domain/locale'
import type { KeptAnswer } from './kept-answers'

const MAX_DEPTH = 8
const MAX_NODES = 50_000

export interface DeviceArticle {
  article: Article
  otherNames: string[]
  categories: string[]
  fits: number[]
}

type Found = Record<string, unknown>

/** Related articles are cards only, which the answer's vehicle need not fit. */
const OTHER_ARTICLES_KEY = 'related'

const isArticle = (value: Found) =>
  typeof value.articleId === 'number' &&
  typeof value.articleNumber === 'string' &&
  typeof value.articleName === 'string' &&
  typeof value.mfrName === 'string'

const isCategory = (value: Found) =>
  typeof value.name === 'string' && typeof value.slug === 'string' && Array.isArray(value.value)

interface Visitors {
  article: (article: Found) => void
  category: (partTypeIds: unknown[], names: string[]) => void
}

function walk(answer: unknown, visitors: Visitors) {
  let nodes = 0
  const visit = (value: unknown, depth: number, above: string[]) => {
    if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return
    if (++nodes > MAX_NODES) return
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1, above)
      return
    }
    const record = value as Found
    if (isArticle(record)) return visitors.article(record)
    if (isCategory(record)) {
      const names = [...above, record.name as string]
      visitors.category(record.value as unknown[], names)
      return visit(record.subItems, depth + 1, names)
    }
    for (const [key, child] of Object.entries(record)) {
      if (key !== OTHER_ARTICLES_KEY) visit(child, depth + 1, above)
    }
  }
  visit(answer, 0, [])
}

function addTo<K, V>(map: Map<K, Set<V>>, key: K, values: Iterable<V>) {
  const set = map.get(key) ?? new Set<V>()
  for (const value of values) set.add(value)
  map.set(key, set)
}

/** Answers without a language are left out: their names may be in either. */
export function deviceArticles(answers: readonly KeptAnswer[], locale: Locale): DeviceArticle[] {
  const found = new Map<number, Found>()
  const otherNames = new Map<number, Set<string>>()
  const categories = new Map<number, Set<string>>()
  const fits = new Map<number, Set<number>>()
  for (const { lang, body, fits: vehicle } of answers) {
    if (lang === undefined) continue
    const here = lang === locale
    walk(body, {
      article: (article) => {
        const id = article.articleId as number
        if (vehicle !== undefined) addTo(fits, id, [vehicle])
        if (!here) addTo(otherNames, id, [article.articleName as string])
        else if (!found.has(id)) found.set(id, article)
      },
      category: (partTypeIds, names) => {
        if (!here) return
        for (const id of partTypeIds) if (typeof id === 'number') addTo(categories, id, names)
      },
    })
  }
  const articles: DeviceArticle[] = []
  for (const raw of found.values()) {
    const parsed = articleSchema.safeParse(raw)
    if (!parsed.success) continue
    const article = parsed.data
    const names = otherNames.get(article.articleId) ?? new Set()
    names.delete(article.articleName)
    const partType = article.partTypeId
    articles.push({
      article,
      otherNames: [...names],
      categories: partType === undefined ? [] : [...(categories.get(partType) ?? [])],
      fits: [...(fits.get(article.articleId) ?? [])],
    })
  }
  return articles
}
