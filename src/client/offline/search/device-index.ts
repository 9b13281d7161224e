/**
 * The device's search index, ranked as the server's: a matching number answers alone (`W 712/95` wants no "W" names).
 */
import MiniSearch from 'minisearch'
import { normalizePartNumber } from '../../../domain/article-number'
import type { Article } from '../../../domain/article-schema'
import { foldCase, typosAllowed } from '../../../domain/search-text'
import type { DeviceArticle } from './device-articles'
import { spellings, tokenize, wordsQuery } from './device-query'

const MIN_PART_LENGTH = 4

interface IndexedArticle {
  id: number
  name: string
  otherNames: string
  brand: string
  numbers: string
  categories: string
  parts: string
}

const BOOST = { name: 3, otherNames: 2, brand: 2, numbers: 1.5, categories: 1, parts: 1 }

function partsOf(word: string): string[] {
  const found: string[] = []
  for (let length = MIN_PART_LENGTH; length < word.length; length++) {
    found.push(word.slice(0, length), word.slice(word.length - length))
  }
  return found
}

function indexTerm(term: string, field?: string): string[] {
  if (field === 'numbers') return [foldCase(term)]
  const words = spellings(term)
  return field === 'parts' ? words.flatMap(partsOf) : words
}

const numbersOf = (article: Article) =>
  [
    article.articleNumber,
    article.ean ?? '',
    ...(article.oeNumbers ?? []).map((oe) => oe.number),
  ].filter(Boolean)

function numberRank(keys: readonly string[], wanted: string): 0 | 1 | null {
  if (keys.includes(wanted)) return 0
  return keys.some((key) => key.startsWith(wanted)) ? 1 : null
}

export interface DeviceIndex {
  search(typed: string, vehicle?: number): Article[]
}

export function buildDeviceIndex(held: readonly DeviceArticle[]): DeviceIndex {
  const byId = new Map(held.map((entry) => [entry.article.articleId, entry.article]))
  const fitting = (vehicle: number) =>
    new Set(held.filter(({ fits }) => fits.includes(vehicle)).map(({ article }) => article))
  const numberKeys = held.map(({ article }) => ({
    article,
    keys: numbersOf(article).map(normalizePartNumber),
  }))
  const index = new MiniSearch<IndexedArticle>({
    fields: Object.keys(BOOST),
    processTerm: indexTerm,
  })
  index.addAll(
    held.map(({ article, otherNames, categories }) => ({
      id: article.articleId,
      name: article.articleName,
      otherNames: otherNames.join(' '),
      brand: article.mfrName,
      numbers: numbersOf(article)
        .flatMap((number) => [number, normalizePartNumber(number)])
        .join(' '),
      categories: categories.join(' '),
      parts: [article.articleName, ...otherNames].join(' '),
    })),
  )

  const known = new Set(
    held.flatMap(({ article, otherNames, categories }) =>
      [article.articleName, article.mfrName, ...otherNames, ...categories].flatMap((text) =>
        tokenize(text).map(foldCase),
      ),
    ),
  )

  const byWords = (typed: string): Article[] => {
    const query = wordsQuery(typed, (word) => known.has(word))
    if (!query) return []
    return index
      .search(query, {
        boost: BOOST,
        processTerm: (term) => term,
        // Part numbers are never guessed at: a digit off is another part.
        fuzzy: (term) => (/\d/.test(term) ? false : typosAllowed(term.length)),
      })
      .sort((a, b) => b.score - a.score || a.id - b.id)
      .flatMap((result) => byId.get(result.id) ?? [])
  }

  return {
    search(typed, vehicle) {
      const fits = vehicle === undefined ? null : fitting(vehicle)
      const kept = (article: Article) => fits === null || fits.has(article)
      const wanted = normalizePartNumber(typed)
      const byNumber = wanted
        ? numberKeys
            .map(({ article, keys }) => ({ article, rank: numberRank(keys, wanted) }))
            .filter((entry): entry is { article: Article; rank: 0 | 1 } => entry.rank !== null)
            .sort((a, b) => a.rank - b.rank || a.article.articleId - b.article.articleId)
            .map(({ article }) => article)
            .filter(kept)
        : []
      if (byNumber.length > 0 && /\d/.test(wanted)) return byNumber
      const numbered = new Set(byNumber)
      return [
        ...byNumber,
        ...byWords(typed).filter((article) => kept(article) && !numbered.has(article)),
      ]
    },
  }
}
