/**
 * How a typed search is read as a whole, the same on the server and the device: its words,
 * measurements ('74ah', '280 mm'), and the words that name a car model or a generation
 * ('golf 7', 'passat b8'). Which words are brands or cars is the catalogue's to say; these
 * are the rules for comparing them.
 */
import { foldCase } from './search-text'

/** At most this many words of a search are read; the rest are ignored. */
export const MAX_QUERY_TOKENS = 8

/** The words of a search: split on spaces and commas, without tokens of punctuation only. */
export function queryTokens(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token))
    .slice(0, MAX_QUERY_TOKENS)
}

/**
 * A word as compared with brands and cars: folded, other accents dropped, letters and digits
 * only ('e-Golf' → EGOLF, 'Škoda' → SKODA).
 */
export function wordKey(word: string): string {
  return foldCase(word.normalize('NFKC'))
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]/gu, '')
}

/** Short names mechanics type for a make (wordKey → the make's wordKey). */
export const MAKE_NICKNAMES: Readonly<Record<string, string>> = {
  VW: 'VOLKSWAGEN',
  MERCEDES: 'MERCEDESBENZ',
  MERCEDESBENS: 'MERCEDESBENZ',
  BENZ: 'MERCEDESBENZ',
}

/** Typed unit (folded) → the unit as the catalogue's criteria write it. */
const UNITS: Readonly<Record<string, string>> = {
  AH: 'Ah',
  MM: 'mm',
  V: 'V',
  A: 'A',
  L: 'l',
  KW: 'kW',
  W: 'W',
  BAR: 'bar',
}

/** A number with a unit, as criteria store it: decimal comma ('7,5'), unit as printed. */
export interface Measurement {
  value: string
  unit: string
}

const NUMBER = /^\d{1,5}(?:[.,]\d{1,3})?$/

/**
 * The measurement typed at `tokens[at]`, written together ('74ah') or apart ('280 mm'), and
 * how many tokens it takes; `null` when there is none.
 */
export function measurementAt(
  tokens: readonly string[],
  at: number,
): { measurement: Measurement; length: number } | null {
  const token = tokens[at] ?? ''
  const joined = /^(\d{1,5}(?:[.,]\d{1,3})?)([a-zA-Z]{1,3})$/.exec(token)
  if (joined) {
    const unit = UNITS[foldCase(joined[2] ?? '')]
    return unit ? { measurement: { value: decimal(joined[1] ?? ''), unit }, length: 1 } : null
  }
  const unit = UNITS[foldCase(tokens[at + 1] ?? '')]
  if (NUMBER.test(token) && unit) {
    return { measurement: { value: decimal(token), unit }, length: 2 }
  }
  return null
}

const decimal = (value: string) => value.replace('.', ',')

/**
 * A word that may be a code or part of a number: a digit, and only letters, digits and the
 * separators numbers are printed with ('5w-30', 'h7', '6781'; not "'1'='1").
 */
export function isCode(word: string): boolean {
  return /\d/.test(word) && /^[\p{L}\p{N}][\p{L}\p{N}./-]*$/u.test(word)
}

/** An oil grade typed in any spelling ('5w30', '5W-30'). */
const VISCOSITY = /^(\d{1,2})w-?(\d{2})$/i

/** A code as names print it: oil grades with their dash ('5w30' → 5W-30), others as typed. */
export function printedCode(code: string): string {
  const grade = VISCOSITY.exec(code)
  return grade ? `${grade[1]}W-${grade[2]}` : code
}

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII']

/**
 * Whether a typed word names this word of a model's name: the same letters and digits, or a
 * generation typed as a number ('golf 7' → Golf VII).
 */
export function namesModelWord(typed: string, word: string): boolean {
  return namesModelKey(wordKey(typed), wordKey(word))
}

/** `namesModelWord` on words already keyed (`wordKey`). */
export function namesModelKey(key: string, target: string): boolean {
  if (key === '' || target === '') return false
  if (key === target) return true
  return /^\d{1,2}$/.test(key) && ROMAN[Number(key) - 1] === target
}

/** A model series' name read for search: 'Golf VII Variant (BA5, BV5)'. */
export interface ModelName {
  /** Its first word, which names the model ('Golf'). */
  word: string
  /** The words after it and the codes in brackets ('VII', 'Variant', 'BA5', 'BV5'). */
  qualifiers: string[]
  /** The name without the codes in brackets ('Golf VII Variant'). */
  base: string
}

export function readModelName(modelname: string): ModelName {
  const base = modelname.replace(/\(.*\)/, '').trim()
  const codes = /\((.*)\)/.exec(modelname)?.[1]?.split(/[,/\s]+/) ?? []
  const [word = '', ...rest] = base.split(/\s+/)
  return { word, qualifiers: [...rest, ...codes].filter(Boolean), base }
}

/**
 * Whether a model's first word can stand alone as a vehicle word: it has a letter, and is
 * long enough or has a digit ('golf', 'v70', 'i3'); '3', '500', 'HS' or 'e' need their make
 * before them ('mazda 3').
 */
export function standsAlone(word: string): boolean {
  const key = wordKey(word)
  return /\p{L}/u.test(key) && (key.length >= 3 || /\d/.test(key))
}

/** The words that several names begin with ('Golf VII', 'Golf VII Variant' → 'Golf VII'). */
export function commonStart(names: readonly string[]): string {
  const split = names.map((name) => name.split(/\s+/))
  const first = split[0] ?? []
  let length = 0
  while (length < first.length && split.every((words) => words[length] === first[length])) {
    length += 1
  }
  return first.slice(0, length).join(' ')
}
