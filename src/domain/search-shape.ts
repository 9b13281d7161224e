/** Some texts are several things ('HU 6781' is a plate and a MANN-FILTER number): every reading is given, likeliest first. */
import { normalizePartNumber } from './article-number'
import { normalizeRegistrationNumber, plateKind } from './registration'
import { matchableText } from './text-input'
import { vinProblem } from './vin'

export type SearchShape =
  | { kind: 'plate'; plate: string; personalised: boolean }
  | { kind: 'vin'; vin: string }
  | { kind: 'number'; number: string }
  | { kind: 'words'; text: string }

/** `AB1234` is the shortest ordinary plate. */
const PLATE_MIN_LENGTH = 6
/** Shorter part numbers ('H7', 'V70') are bulbs and cars more often than numbers. */
const NUMBER_MIN_LENGTH = 4
const PLATE_TEXT = /^[\p{L}\p{N}]+(?:[\s\-‐‑–—]+[\p{L}\p{N}]+){0,2}$/u

export function searchShapes(input: string): SearchShape[] {
  const text = matchableText(input)
  if (text === '') return []
  const compact = text.replace(/\s/g, '').toUpperCase()
  if (vinProblem(compact) === null) return [{ kind: 'vin', vin: compact }]
  const shapes: SearchShape[] = []
  const plate = plateOf(text)
  if (plate && !plate.personalised) shapes.push(plate)
  if (isPartNumber(text)) shapes.push({ kind: 'number', number: text })
  else if (!plate || plate.personalised) shapes.push({ kind: 'words', text })
  if (plate?.personalised) shapes.push(plate)
  return shapes
}

function plateOf(text: string): Extract<SearchShape, { kind: 'plate' }> | null {
  if (!PLATE_TEXT.test(text)) return null
  const plate = normalizeRegistrationNumber(text)
  const kind = plateKind(plate)
  if (kind === null || plate.length < PLATE_MIN_LENGTH) return null
  // A personalised plate of letters only is any word ('BREMSE'): only one with a digit is offered.
  if (kind === 'personalised' && !/\d/.test(plate)) return null
  return { kind: 'plate', plate, personalised: kind === 'personalised' }
}

function isPartNumber(text: string): boolean {
  if (!/^[\p{L}\p{N}\s./\\_-]+$/u.test(text)) return false
  const key = normalizePartNumber(text)
  if (key.length < NUMBER_MIN_LENGTH || !/^[A-Z0-9]+$/.test(key)) return false
  const digits = key.replace(/\D/g, '').length
  return digits > 0 && digits >= key.length - digits
}
