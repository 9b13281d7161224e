/**
 * What a text typed into the one search box is: a registration number, a VIN, a part number
 * (article, OE or EAN) or words. Some texts are more than one ('HU 6781' is an ordinary plate
 * and a MANN-FILTER number, 'TESLA1' a personalised plate or a word): every reading is given,
 * the likeliest first, and the box offers them all.
 */
import { normalizePartNumber } from './article-number'
import { normalizeRegistrationNumber, plateKind } from './registration'
import { matchableText } from './text-input'
import { vinProblem } from './vin'

export type SearchShape =
  /** `plate` normalised (`EK39085`); personalised plates come after the other readings. */
  | { kind: 'plate'; plate: string; personalised: boolean }
  | { kind: 'vin'; vin: string }
  /** `number` as typed, trimmed: the server matches every spelling of it. */
  | { kind: 'number'; number: string }
  | { kind: 'words'; text: string }

/** The header box looks a plate up only when it is longer than this (`AB1234` is the shortest ordinary one). */
const PLATE_MIN_LENGTH = 6
/** Shorter part numbers ('H7', 'V70') read as words: they are bulbs and cars more often than numbers. */
const NUMBER_MIN_LENGTH = 4
/** A plate is typed as at most a few groups ('EK 39085', 'EK-39-085'). */
const PLATE_TEXT = /^[\p{L}\p{N}]+(?:[\s\-‐‑–—]+[\p{L}\p{N}]+){0,2}$/u

/**
 * The ways `input` can be read, the likeliest first; none for a blank text. Invisible marks
 * and pasted controls do not count (text-input.ts), so they never reach a search.
 */
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

/**
 * Part numbers are letters and digits in groups, mostly digits: `0 986 494 399`, `HU 6781 x`,
 * `5Q0 615 301 F`, an EAN. Words with a number ('golf 7', 'batteri 74ah') are mostly letters.
 */
function isPartNumber(text: string): boolean {
  if (!/^[\p{L}\p{N}\s./\\_-]+$/u.test(text)) return false
  const key = normalizePartNumber(text)
  if (key.length < NUMBER_MIN_LENGTH || !/^[A-Z0-9]+$/.test(key)) return false
  const digits = key.replace(/\D/g, '').length
  return digits > 0 && digits >= key.length - digits
}
