/**
 * Typed words as a MiniSearch query with the shop's rules (src/domain/search-*.ts): every word
 * must match; only the last may be cut short.
 */
import MiniSearch, { type Query } from 'minisearch'
import { isSynonymPhrase, synonymsOf } from '../../../domain/search-synonyms'
import { foldCase, stemsOf, typosAllowed } from '../../../domain/search-text'
import { splitCompound } from '../../../domain/search-typos'

const MAX_WORDS = 6

export const tokenize: (text: string) => string[] = MiniSearch.getDefault('tokenize')

export function spellings(word: string): string[] {
  const folded = foldCase(word)
  return [folded, ...stemsOf(folded)]
}

/** One typo as the shop counts them, two for MiniSearch's edit distance, so looked up as spelled. */
function swaps(word: string): string[] {
  const found: string[] = []
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] !== word[i + 1]) {
      found.push(`${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`)
    }
  }
  return found
}

const allOf = (queries: Query[]): Query =>
  queries.length === 1 && queries[0] !== undefined ? queries[0] : { combineWith: 'AND', queries }

function wordQuery(word: string, last: boolean, known: (word: string) => boolean): Query {
  const [typed = '', ...stems] = spellings(word)
  const swapped = typosAllowed(typed.length) > 0 && !/\d/.test(typed) ? swaps(typed) : []
  const split = splitCompound(word, known)
  const queries: Query[] = [{ queries: [typed], prefix: last }, ...stems]
  if (swapped.length > 0) queries.push({ queries: swapped, fuzzy: false })
  if (split) queries.push(allOf(split))
  return { combineWith: 'OR', queries }
}

function unitsOf(words: string[]): string[][] {
  const units: string[][] = []
  for (let start = 0; start < words.length; ) {
    let end = words.length
    while (end > start + 1 && !isSynonymPhrase(words.slice(start, end))) end--
    units.push(words.slice(start, end))
    start = end
  }
  return units
}

export function wordsQuery(typed: string, known: (word: string) => boolean): Query | null {
  const words = tokenize(typed).filter(Boolean).slice(0, MAX_WORDS)
  if (words.length === 0) return null
  const units = unitsOf(words)
  return {
    combineWith: 'AND',
    queries: units.map((unit, u) => {
      const lastUnit = u === units.length - 1
      const asTyped = unit.map((word, i) =>
        wordQuery(word, lastUnit && i === unit.length - 1, known),
      )
      const synonyms = synonymsOf(unit.join(' ')).map((spelling) => allOf(tokenize(spelling)))
      return { combineWith: 'OR', queries: [allOf(asTyped), ...synonyms] }
    }),
  }
}
