/**
 * Codes, not sentences: the UI translates them, so a machine never holds a language.
 */
import { normalizeRegistrationNumber } from '../../../domain/registration'

/** Pause after the last keystroke before a VIN is looked up, ms. */
export const VIN_LOOKUP_DELAY_MS = 350

/**
 * Pause after the last keystroke before the header box resolves a registration, ms: the VIN's,
 * so that typing a plate costs one request.
 */
export const REGISTRATION_LOOKUP_DELAY_MS = VIN_LOOKUP_DELAY_MS

/** A search text counts as a registration when it is longer than this many characters. */
export const REGISTRATION_THRESHOLD = 5

export function isRegistration(text: string): boolean {
  return text.trim().length > REGISTRATION_THRESHOLD
}

export const FinderError = {
  brandRequired: 'BRAND_REQUIRED',
  modelRequired: 'MODEL_REQUIRED',
  engineRequired: 'ENGINE_REQUIRED',
  articleNumberRequired: 'ARTICLE_NUMBER_REQUIRED',
  /** The double P is the published code. */
  noProductFound: 'NO_PPRODUCT_FOUND',
  registrationRequired: 'REGISTRATION_REQUIRED',
  registrationNotFound: 'REGISTRATION_NOT_FOUND',
  vinNotFound: 'VIN_NOT_FOUND',
  /** A lookup that failed for another reason than "no match" (network, server). */
  lookupFailed: 'LOOKUP_FAILED',
} as const

export type FinderError = (typeof FinderError)[keyof typeof FinderError]

export type FinderDestination =
  | { to: '/all'; search: { registreringsNummer: string } }
  | { to: '/all'; search: { motorID: number } }
  | { to: '/catalog/article'; search: { n: string } }

export function registrationDestination(plate: string): FinderDestination {
  // Normalised (`ek 39085` → `ek39085`) so one plate is one URL and one cache entry.
  return {
    to: '/all',
    search: { registreringsNummer: normalizeRegistrationNumber(plate).toLowerCase() },
  }
}

export function engineDestination(carId: number): FinderDestination {
  return { to: '/all', search: { motorID: carId } }
}

export function articleDestination(articleNumber: string): FinderDestination {
  return { to: '/catalog/article', search: { n: articleNumber.trim() } }
}
