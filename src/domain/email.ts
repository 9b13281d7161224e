/**
 * The shop's e-mail rule: exactly one `@` with text on both sides, nothing more, so
 * `a@b` passes. Error codes are the spec's form keys, translated by the client.
 */
import { z } from 'zod'

/** Longest address we accept, in characters (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254

export const ERROR_FORM_REQUIRED = 'ERROR_FORM_REQUIRED'
export const ERROR_FORM_INCORRECT_EMAIL = 'ERROR_FORM_INCORRECT_EMAIL'

export function isValidEmail(value: string): boolean {
  const parts = value.split('@')
  return parts.length === 2 && parts[0] !== '' && parts[1] !== ''
}

/** A required, trimmed e-mail address; issues carry the spec's error codes as messages. */
export const emailSchema = z
  .string()
  .trim()
  .min(1, { error: ERROR_FORM_REQUIRED, abort: true })
  .max(EMAIL_MAX_LENGTH, { error: ERROR_FORM_INCORRECT_EMAIL, abort: true })
  .refine(isValidEmail, { error: ERROR_FORM_INCORRECT_EMAIL })
