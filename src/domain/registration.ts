/**
 * Ordinary plates: 2 letters (no Æ Ø Å) and 4–5 digits; personalised (since 2017): 2–7 letters
 * and digits. No zod: the finders use these at start.
 */

const ORDINARY_PLATE = /^[A-Z]{2}[0-9]{4,5}$/
const PERSONALISED_PLATE = /^[A-ZÆØÅ0-9]{2,7}$/
const SEPARATORS = /[\s\-‐‑–—]+/g

export type PlateKind = 'ordinary' | 'personalised'

export const REGISTRATION_NUMBER_MESSAGE =
  'A registration number is 2 letters and 4–5 digits (AB 12345), or a personalised plate of 2–7 letters and digits.'
export const MISSING_REGISTRATION_NUMBER_MESSAGE = 'Please enter a registration number.'

export function normalizeRegistrationNumber(input: string): string {
  return input.replace(SEPARATORS, '').toUpperCase()
}

export function plateKind(normalized: string): PlateKind | null {
  if (ORDINARY_PLATE.test(normalized)) return 'ordinary'
  if (PERSONALISED_PLATE.test(normalized)) return 'personalised'
  return null
}

export function formatRegistrationNumber(normalized: string): string {
  return ORDINARY_PLATE.test(normalized)
    ? `${normalized.slice(0, 2)} ${normalized.slice(2)}`
    : normalized
}
