/** How a typed search is read, the same on server and device; which words are brands or cars is the catalogue's to say. */
import { foldCase } from './search-text'

export const MAX_QUERY_TOKENS = 8

export function queryTokens(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token))
    .slice(0, MAX_QUERY_TOKENS)
}

export function wordKey(word: string): string {
  return foldCase(word.normalize('NFKC'))
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]/gu, '')
}

export const MAKE_NICKNAMES: Readonly<Record<string, string>> = {
  VW: 'VOLKSWAGEN',
  MERCEDES: 'MERCEDESBENZ',
  MERCEDESBENS: 'MERCEDESBENZ',
  BENZ: 'MERCEDESBENZ',
}

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

export interface Measurement {
  value: string
  unit: string
}

const NUMBER = /^\d{1,5}(?:[.,]\d{1,3})?$/

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

/** Excludes punctuation-only input such as "'1'='1". */
export function isCode(word: string): boolean {
  return /\d/.test(word) && /^[\p{L}\p{N}][\p{L}\p{N}./-]*$/u.test(word)
}

const VISCOSITY = /^(\d{1,2})w-?(\d{2})$/i

export function printedCode(code: string): string {
  const grade = VISCOSITY.exec(code)
  return grade ? `${grade[1]}W-${grade[2]}` : code
}

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII']

export function namesModelWord(typed: string, word: string): boolean {
  return namesModelKey(wordKey(typed), wordKey(word))
}

export function namesModelKey(key: string, target: string): boolean {
  if (key === '' || target === '') return false
  if (key === target) return true
  return /^\d{1,2}$/.test(key) && ROMAN[Number(key) - 1] === target
}

export interface ModelName {
  word: string
  qualifiers: string[]
  base: string
}

export function readModelName(modelname: string): ModelName {
  const base = modelname.replace(/\(.*\)/, '').trim()
  const codes = /\((.*)\)/.exec(modelname)?.[1]?.split(/[,/\s]+/) ?? []
  const [word = '', ...rest] = base.split(/\s+/)
  return { word, qualifiers: [...rest, ...codes].filter(Boolean), base }
}

/** '3', '500', 'HS' or 'e' need their make before them ('mazda 3'). */
export function standsAlone(word: string): boolean {
  const key = wordKey(word)
  return /\p{L}/u.test(key) && (key.length >= 3 || /\d/.test(key))
}

export function commonStart(names: readonly string[]): string {
  const split = names.map((name) => name.split(/\s+/))
  const first = split[0] ?? []
  let length = 0
  while (length < first.length && split.every((words) => words[length] === first[length])) {
    length += 1
  }
  return first.slice(0, length).join(' ')
}
