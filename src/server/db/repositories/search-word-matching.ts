// Words are matched in memory against the few hundred distinct names and brands, never against
// articles, so a word costs the same at any catalogue size. Tried in order: as typed, without its
// ending, synonyms, compounds, typos.
import { sql } from 'drizzle-orm'
import { isSynonymPhrase, synonymsOf } from '../../../domain/search-synonyms'
import { foldCase, stemsOf } from '../../../domain/search-text'
import {
  buildVocabulary,
  type Correction,
  correctionsOf,
  displayOf,
  splitCompound,
  type VocabularyWord,
} from '../../../domain/search-typos'
import { queryRows } from '../query-rows'
import type { CatalogueSnapshot } from './kept-catalogue'

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

export interface WordMatch {
  names: string[]
  brands: string[]
  exactNames: string[]
  exactBrands: string[]
  headNames: string[]
}

export interface MatchedWords {
  words: WordMatch[] | null
  correctedSearch?: string
}

interface Hits {
  names: Set<string>
  brands: Set<string>
  heads: Set<string>
}

const noHits = (): Hits => ({ names: new Set(), brands: new Set(), heads: new Set() })

const MAX_PHRASE_WORDS = 3

function phrasesOf(words: string[]): { text: string; at: number; size: number }[] {
  const terms: { text: string; at: number; size: number }[] = []
  for (let at = 0; at < words.length; ) {
    let size = Math.min(MAX_PHRASE_WORDS, words.length - at)
    while (size > 1 && !isSynonymPhrase(words.slice(at, at + size))) size--
    terms.push({ text: words.slice(at, at + size).join(' '), at, size })
    at += size
  }
  return terms
}

interface NameTables {
  names: { name: string; text: string; head: string }[]
  brands: { name: string; text: string }[]
}

function nameTables({ db, kept }: CatalogueSnapshot): Promise<NameTables> {
  return kept('search-name-tables', async () => {
    const rows = await queryRows<{ name: string; text: string; head: string; brand: boolean }>(
      db,
      sql`select name_no as name, search_text as text, search_head as head, false as brand
        from article_names
        union all select name, search_text, search_text, true from brands`,
    )
    return {
      names: rows.filter((row) => !row.brand),
      brands: rows.filter((row) => row.brand),
    }
  })
}

async function hitsOf(
  catalogue: CatalogueSnapshot,
  spellings: Iterable<string>,
): Promise<Map<string, Hits>> {
  const unique = [...new Set(spellings)].filter((spelling) => spelling.length > 0)
  const hits = new Map(unique.map((spelling) => [spelling, noHits()]))
  if (unique.length === 0) return hits
  const tables = await nameTables(catalogue)
  for (const [spelling, hit] of hits) {
    for (const { name, text, head } of tables.names) {
      if (!text.includes(spelling)) continue
      hit.names.add(name)
      if (head.includes(spelling)) hit.heads.add(name)
    }
    for (const { name, text } of tables.brands) if (text.includes(spelling)) hit.brands.add(name)
  }
  return hits
}

export async function namesHold(catalogue: CatalogueSnapshot, word: string): Promise<boolean> {
  const typed = foldCase(word)
  const hits = await hitsOf(catalogue, [typed])
  return (hits.get(typed)?.names.size ?? 0) > 0
}

const union = (hits: Map<string, Hits>, spellings: readonly string[]): Hits => {
  const all = noHits()
  for (const spelling of spellings) {
    const hit = hits.get(spelling)
    for (const name of hit?.names ?? []) all.names.add(name)
    for (const brand of hit?.brands ?? []) all.brands.add(brand)
    for (const name of hit?.heads ?? []) all.heads.add(name)
  }
  return all
}

const isEmpty = (hits: Hits) => hits.names.size === 0 && hits.brands.size === 0

function spellingsOf(text: string) {
  return {
    typed: foldCase(text),
    stems: stemsOf(text).map(foldCase),
    synonyms: synonymsOf(text),
  }
}

function resolve(hits: Map<string, Hits>, text: string): WordMatch | null {
  const { typed, stems, synonyms } = spellingsOf(text)
  const asTyped = union(hits, [typed])
  const exactSpellings = isEmpty(asTyped) ? stems : [typed]
  const exact = union(hits, exactSpellings)
  const all = union(hits, [...exactSpellings, ...synonyms])
  if (isEmpty(all)) return null
  return {
    names: [...all.names],
    brands: [...all.brands],
    exactNames: [...exact.names],
    exactBrands: [...exact.brands],
    headNames: [...all.heads],
  }
}

const allSpellings = (text: string) => {
  const { typed, stems, synonyms } = spellingsOf(text)
  return [typed, ...stems, ...synonyms]
}

/** Built when a word first matches nothing, kept until the catalogue changes. */
function vocabularyOf({
  db,
  kept,
}: CatalogueSnapshot): Promise<{ entries: VocabularyWord[]; byWord: Map<string, VocabularyWord> }> {
  return kept('search-typo-vocabulary', async () => {
    const rows = await queryRows<{ text: string; n: number; brand: boolean }>(
      db,
      sql`select name_no || ' ' || name_en as text, article_count::int as n, false as brand
        from article_names
        union all select name, article_count::int, true from brands`,
    )
    const entries = buildVocabulary(
      rows.map((row) => ({ text: row.text, count: row.n, brand: row.brand })),
    )
    return { entries, byWord: new Map(entries.map((entry) => [entry.word, entry])) }
  })
}

export async function matchWords(
  catalogue: CatalogueSnapshot,
  typed: string[],
): Promise<MatchedWords> {
  const terms = phrasesOf(typed)
  const hits = await hitsOf(
    catalogue,
    terms.flatMap((term) => allSpellings(term.text)),
  )
  const matches = terms.map((term) => resolve(hits, term.text))
  const unknown = terms.filter((_, i) => matches[i] === null)
  if (unknown.length === 0) return { words: matches as WordMatch[] }
  if (unknown.some((term) => term.size > 1)) return { words: null }
  const guesses = await guessWords(
    catalogue,
    unknown.map((term) => term.text),
  )
  const words: WordMatch[] = []
  const corrected = new Map<number, string>()
  for (const [i, term] of terms.entries()) {
    const guess = guesses[unknown.indexOf(term)]
    const match = matches[i]
    if (match) words.push(match)
    else if (guess) words.push(...guess.words)
    else return { words: null }
    if (guess?.correction) corrected.set(term.at, guess.correction)
  }
  if (corrected.size === 0) return { words }
  const correctedSearch = typed
    .map((word, i) => corrected.get(i) ?? word)
    .join(' ')
    .toLowerCase()
  return { words, correctedSearch }
}

interface Guess {
  words: WordMatch[]
  correction?: string
}

async function guessWords(
  catalogue: CatalogueSnapshot,
  words: string[],
): Promise<(Guess | null)[]> {
  const { entries: vocabulary, byWord } = await vocabularyOf(catalogue)
  const readings = words.map((word) => ({
    parts: splitCompound(word, (known) => byWord.get(known)?.partWord === true),
    corrections: correctionsOf(word, vocabulary),
  }))
  const correctedSpellings = (corrections: Correction[]) =>
    corrections.flatMap((c) => [c.part, ...synonymsOf(c.part)])
  const hits = await hitsOf(
    catalogue,
    readings.flatMap(({ parts, corrections }) => [
      ...(parts ?? []).flatMap(allSpellings),
      ...correctedSpellings(corrections),
    ]),
  )
  const notExact = (match: WordMatch): WordMatch => ({ ...match, exactNames: [], exactBrands: [] })
  return readings.map(({ parts, corrections }): Guess | null => {
    const partMatches = parts?.map((part) => resolve(hits, part))
    if (partMatches?.every((match) => match !== null)) return { words: partMatches.map(notExact) }
    const all = union(hits, correctedSpellings(corrections))
    const [best] = corrections
    if (!best || isEmpty(all)) return null
    const match: WordMatch = {
      names: [...all.names],
      brands: [...all.brands],
      exactNames: [],
      exactBrands: [],
      headNames: [...all.heads],
    }
    return { words: [match], correction: displayOf(best, byWord) }
  })
}
