/**
 * Norwegian registration numbers (kjennemerker), shared by client and server.
 * A plate is typed in any case, with or without the
 * space or dash: `ek 39085`, `EK-39085` and `EK39085` are one plate, normalised to `EK39085`.
 * - Ordinary plates: 2 letters (A–Z; Æ Ø Å are not used in series) and 4–5 digits; cars have
 *   5 digits, motorcycles and trailers 4.
 * - Personalised plates (since 2017): 2–7 letters (Æ Ø Å included) and digits.
 * Anything else is refused before any look-up: too long, other characters, markup.
 *
 * Plain rules, no schema library: the app's finders use them at start, so they carry no zod
 * (its schemas are built when their module is evaluated). The request schemas built from them
 * are in registration-schema.ts.
 */

const ORDINARY_PLATE = /^[A-Z]{2}[0-9]{4,5}$/
const PERSONALISED_PLATE = /^[A-ZÆØÅ0-9]{2,7}$/
/** Spaces and dashes (hyphen, non-breaking hyphen, en and em dashes) people type in plates. */
const SEPARATORS = /[\s\-‐‑–—]+/g

export type PlateKind = 'ordinary' | 'personalised'

export const REGISTRATION_NUMBER_MESSAGE =
  'A registration number is 2 letters and 4–5 digits (AB 12345), or a personalised plate of 2–7 letters and digits.'
export const MISSING_REGISTRATION_NUMBER_MESSAGE = 'Please enter a registration number.'

/** `ek 39085` → `EK39085`: upper case, spaces and dashes removed. */
export function normalizeRegistrationNumber(input: string): string {
  return input.replace(SEPARATORS, '').toUpperCase()
}

/** The kind of an already normalised plate, `null` when it is no plate at all. */
export function plateKind(normalized: string): PlateKind | null {
  if (ORDINARY_PLATE.test(normalized)) return 'ordinary'
  if (PERSONALISED_PLATE.test(normalized)) return 'personalised'
  return null
}

/** How a plate is printed: `EK39085` → `EK 39085`; personalised plates as they are. */
export function formatRegistrationNumber(normalized: string): string {
  return ORDINARY_PLATE.test(normalized)
    ? `${normalized.slice(0, 2)} ${normalized.slice(2)}`
    : normalized
}
