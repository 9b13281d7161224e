/** Typo tolerance and compound splitting, the same on server and device, against the catalogue's folded vocabulary. */
import { GENERIC_MODIFIERS, synonymWords } from './search-synonyms'
import { foldCase, stemsOf, typosAllowed } from './search-text'

/** Damerau–Levenshtein (optimal string alignment): a swap of neighbours counts 1. */
export function editDistance(a: string, b: string): number {
  return lastRow(a, b)[b.length] ?? Number.POSITIVE_INFINITY
}

function lastRow(a: string, b: string): number[] {
  let beforePrevious: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(
        (previous[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      )
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (beforePrevious[j - 2] ?? 0) + 1)
      }
      row.push(best)
    }
    beforePrevious = previous
    previous = row
  }
  return previous
}

/** A compound's part shorter than this is never a typo's match ('pump' in 'vannpumpe'). */
const MIN_PART_LENGTH = 5
const MIN_REST_LENGTH = 3

export interface PartMatch {
  part: string
  edits: number
  whole: boolean
}

export function closestPart(typed: string, word: string, maxEdits: number): PartMatch | null {
  if (word.length < typed.length - maxEdits) return null
  const reverse = (text: string) => [...text].reverse().join('')
  const starts = lastRow(typed, word)
  const ends = lastRow(reverse(typed), reverse(word))
  let best: PartMatch | null = null
  const consider = (part: string, edits: number | undefined) => {
    if (edits === undefined || edits > maxEdits) return
    const whole = part.length === word.length
    if (!whole && (part.length < MIN_PART_LENGTH || word.length - part.length < MIN_REST_LENGTH)) {
      return
    }
    const better =
      !best ||
      edits < best.edits ||
      (edits === best.edits && whole && !best.whole) ||
      (edits === best.edits && whole === best.whole && part.length > best.part.length)
    if (better) best = { part, edits, whole }
  }
  for (let j = word.length; j >= 1; j--) {
    consider(word.slice(0, j), starts[j])
    consider(word.slice(word.length - j), ends[j])
  }
  return best
}

export interface VocabularyWord {
  word: string
  /** The more common spelling wins a tie. */
  count: number
  display: string
  partWord: boolean
}

export interface VocabularySource {
  text: string
  count: number
  brand: boolean
}

const MIN_WORD_LENGTH = 3

export function buildVocabulary(sources: readonly VocabularySource[]): VocabularyWord[] {
  const words = new Map<string, VocabularyWord>()
  const add = (text: string, count: number, partWord: boolean) => {
    if (text.length < MIN_WORD_LENGTH) return
    const word = foldCase(text)
    const known = words.get(word)
    if (known) {
      known.count += count
      known.partWord ||= partWord
    } else words.set(word, { word, count, display: text.toLowerCase(), partWord })
  }
  for (const { text, count, brand } of sources) {
    for (const word of text.split(/[^\p{L}]+/u)) add(word, count, !brand)
  }
  for (const word of synonymWords()) add(word, 0, true)
  return [...words.values()]
}

export interface Correction extends PartMatch {
  word: string
}

export function mayCorrect(typed: string): boolean {
  return /^[\p{L}-]+$/u.test(typed) && typosAllowed(typed.replaceAll('-', '').length) > 0
}

export function correctionsOf(typed: string, vocabulary: readonly VocabularyWord[]): Correction[] {
  if (!mayCorrect(typed)) return []
  const folded = foldCase(typed)
  const maxEdits = typosAllowed(folded.length)
  const found = new Map<string, Correction & { count: number }>()
  for (const { word, count } of vocabulary) {
    const match = closestPart(folded, word, maxEdits)
    if (!match) continue
    const known = found.get(match.part)
    if (!known || match.edits < known.edits || (match.whole && !known.whole)) {
      found.set(match.part, { ...match, word, count: (known?.count ?? 0) + count })
    } else {
      known.count += count
    }
  }
  const fewest = Math.min(...[...found.values()].map((c) => c.edits))
  return [...found.values()]
    .filter((c) => c.edits === fewest)
    .sort((a, b) => Number(b.whole) - Number(a.whole) || b.count - a.count)
    .map(({ count: _, ...correction }) => correction)
}

const MIN_HALF_LENGTH = 3

/** 'oilfilter' → OIL FILTER; a generic first half is dropped ('bilbatteri' → BATTERI). */
export function splitCompound(typed: string, known: (word: string) => boolean): string[] | null {
  const folded = foldCase(typed)
  if (!/^\p{L}+$/u.test(folded)) return null
  const isKnown = (word: string) => known(word) || stemsOf(word).some(known)
  const generic = GENERIC_MODIFIERS.map(foldCase)
  for (let at = MIN_HALF_LENGTH; at <= folded.length - MIN_HALF_LENGTH; at++) {
    const [first, second] = [folded.slice(0, at), folded.slice(at)]
    if (!isKnown(second)) continue
    if (generic.includes(first)) return [second]
    if (known(first)) return [first, second]
  }
  return null
}

export function displayOf(
  correction: Correction,
  vocabulary: ReadonlyMap<string, VocabularyWord>,
): string {
  const display = vocabulary.get(correction.word)?.display ?? correction.word.toLowerCase()
  if (correction.whole) return display
  // A part's letters are the display's only when folding kept the length (no Æ or Å).
  if (display.length !== correction.word.length) return correction.part.toLowerCase()
  return correction.word.startsWith(correction.part)
    ? display.slice(0, correction.part.length)
    : display.slice(display.length - correction.part.length)
}
