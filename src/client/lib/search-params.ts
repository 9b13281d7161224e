/**
 * Readers for the values a route's `validateSearch` receives (TanStack Router hands over the
 * query string with numbers and booleans already JSON-parsed). Each returns `undefined` for a
 * value it cannot use, so a malformed address drops that part instead of failing the page.
 * Hand-written rather than a schema library: route search validation stays in the route tree
 * the front page loads, and these few lines replace 23 KB of gzipped JS there.
 */
import { MAX_INT4 } from '../../domain/int4'

/** A whole number from `min` up to `max` (a database id by default: 1…2^31−1). */
export function wholeNumber(value: unknown, min = 1, max = MAX_INT4): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined
}

/** Text trimmed, 1…`maxLength` characters (a number the router parsed counts as its text). */
export function text(value: unknown, maxLength: number): string | undefined {
  const raw =
    typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined
  const trimmed = raw?.trim()
  return trimmed && trimmed.length <= maxLength ? trimmed : undefined
}

/** One of the allowed values, or nothing. */
export function oneOf<T extends string>(allowed: readonly T[], value: unknown): T | undefined {
  return (allowed as readonly unknown[]).includes(value) ? (value as T) : undefined
}
