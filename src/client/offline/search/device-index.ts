/**
 * The search index over the articles a device holds (MiniSearch, in memory), ranked as the
 * shop's search ranks: an article, OE or EAN number equal to what was typed (normalised),
 * then numbers starting with it, then words. A number that matches answers alone, as on the
 * server: nobody typing `W 712/95` wants every name holding a "W". Words are compared with
 * the shop's rules (src/domain/search-text.ts): folded case and letters, plural and definite
 * endings, typos by word length; the last word may be cut short ('bremsekl'), and a word
 * may be the tail of a compound ('klosser' in Bremseklosser). Every word must match.
 */
import MiniSearch, { type Query } from 'minisearch'
import { normalizePartNumber } from '../../../domain/article-number'
import type { Article } from '../../../domain/article-schema'
import { foldCase, stemsOf, typosAllowed } from '../../../domain/search-text'
import type { DeviceArticle } from './device-articles'

/** At most this many words count, as on the server; the rest are ignored. */
const MAX_WORDS = 6
/** The shortest tail of a compound word indexed on its own ('olje' in Motorolje). */
const MIN_TAIL_LENGTH = 4

interface IndexedArticle {
  id: number
  name: string
  otherNames: string
  brand: string
  numbers: string
  categories: string
  /** The names again, indexed by their compounds' tails. */
  tails: string
}

/** A name matters most, then the brand; a compound's tail less than a whole word. */
const BOOST = { name: 3, otherNames: 2, brand: 2, numbers: 1.5, categories: 1, tails: 1 }

const tokenize: (text: string) => string[] = MiniSearch.getDefault('tokenize')

/** A word as indexed: folded, and without its plural or definite ending. */
function spellings(word: string): string[] {
  const folded = foldCase(word)
  return [folded, ...stemsOf(folded)]
}

/**
 * The word with two neighbouring letters swapped ('pmupe' → 'PUMPE'): one typo as the shop
 * counts them, two for MiniSearch's edit distance, so they are looked up as spelled.
 */
function swaps(word: string): string[] {
  const found: string[] = []
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] !== word[i + 1]) {
      found.push(`${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`)
    }
  }
  return found
}

/** One typed word: as typed, its stems, and (in a word forgiven a typo) its swaps. */
function wordQuery(word: string, last: boolean): Query {
  const [typed = '', ...stems] = spellings(word)
  const swapped = typosAllowed(typed.length) > 0 && !/\d/.test(typed) ? swaps(typed) : []
  return {
    combineWith: 'OR',
    queries: [
      // The last word as typed may be cut short; its stems are whole words already.
      { queries: [typed], prefix: last },
      ...stems,
      ...(swapped.length > 0 ? [{ queries: swapped, fuzzy: false }] : []),
    ],
  }
}

function tails(word: string): string[] {
  const found: string[] = []
  for (let start = 1; word.length - start >= MIN_TAIL_LENGTH; start++) found.push(word.slice(start))
  return found
}

function indexTerm(term: string, field?: string): string[] {
  if (field === 'numbers') return [foldCase(term)]
  const words = spellings(term)
  return field === 'tails' ? words.flatMap(tails) : words
}

/** Every number an article carries: article number, EAN and OE numbers, as printed. */
const numbersOf = (article: Article) =>
  [
    article.articleNumber,
    article.ean ?? '',
    ...(article.oeNumbers ?? []).map((oe) => oe.number),
  ].filter(Boolean)

/** How well a number key matches the typed one: 0 equal, 1 starts with it, null neither. */
function numberRank(keys: readonly string[], wanted: string): 0 | 1 | null {
  if (keys.includes(wanted)) return 0
  return keys.some((key) => key.startsWith(wanted)) ? 1 : null
}

export interface DeviceIndex {
  /** The matching articles, best first; with `vehicle`, only those known to fit it. */
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
      // As printed ('HU 7008 z') and as its key ('HU7008Z').
      numbers: numbersOf(article)
        .flatMap((number) => [number, normalizePartNumber(number)])
        .join(' '),
      categories: categories.join(' '),
      tails: [article.articleName, ...otherNames].join(' '),
    })),
  )

  const byWords = (typed: string): Article[] => {
    const words = tokenize(typed).filter(Boolean).slice(0, MAX_WORDS)
    if (words.length === 0) return []
    const query: Query = {
      combineWith: 'AND',
      queries: words.map((word, i) => wordQuery(word, i === words.length - 1)),
    }
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
