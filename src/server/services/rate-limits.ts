/**
 * Rate limits: sign-in attempts per IP address and e-mail address, contact
 * messages and shared links per IP address, password reset requests per IP address and per e-mail address. Counted in the database (rate-limits-repository.ts), so they hold
 * across restarts and are shared by every instance on one PostgreSQL. Over the limit is a 429
 * `TOO_MANY_REQUESTS` with `Retry-After`.
 */
import { createHash } from 'node:crypto'
import type { AppDatabase } from '../db/database'
import { clearHits, countHit } from '../db/repositories/rate-limits-repository'
import { HttpError } from '../http-errors'

export interface RateLimit {
  /** Names the limit in keys and log lines, e.g. `login`. */
  name: string
  max: number
  windowSeconds: number
  message: string
}

/** Sign-in: 10 attempts per IP + e-mail in 15 minutes; a successful one starts afresh. */
export const LOGIN_LIMIT: RateLimit = {
  name: 'login',
  max: 10,
  windowSeconds: 15 * 60,
  message: 'Too many sign-in attempts. Wait a few minutes and try again.',
}

/** Reset links asked for one address: 3 an hour, so nobody can flood a mailbox with them. */
export const FORGOT_PASSWORD_ADDRESS_LIMIT: RateLimit = {
  name: 'forgot-password-address',
  max: 3,
  windowSeconds: 60 * 60,
  message: 'Too many reset links have been asked for. Wait an hour and try again.',
}

/** Reset links asked for from one IP address, any addresses: 20 an hour. */
export const FORGOT_PASSWORD_IP_LIMIT: RateLimit = {
  name: 'forgot-password-ip',
  max: 20,
  windowSeconds: 60 * 60,
  message: 'Too many reset links have been asked for from here. Try again later.',
}

/** Attempts to use a reset link from one IP address: 20 in 15 minutes. */
export const RESET_PASSWORD_LIMIT: RateLimit = {
  name: 'reset-password',
  max: 20,
  windowSeconds: 15 * 60,
  message: 'Too many attempts. Wait a few minutes and try again.',
}

/** Links shared from one IP address: 60 an hour, plenty for a workshop, few for a flood. */
export const SHARE_LIMIT: RateLimit = {
  name: 'share',
  max: 60,
  windowSeconds: 60 * 60,
  message: 'Too many links have been shared from here. Wait a while and try again.',
}

/** The contact form: `perHour` messages per IP address an hour (CONTACT_LIMIT_PER_HOUR, 10). */
export function contactLimit(perHour: number): RateLimit {
  return {
    name: 'contact',
    max: perHour,
    windowSeconds: 60 * 60,
    message: 'Too many messages have been sent from here. Please try again later.',
  }
}

/** The stored key: the limit's name and a hash of the parts (no e-mail address kept in clear). */
export function rateLimitKey(limit: RateLimit, parts: readonly string[]): string {
  const hash = createHash('sha256').update(parts.join('\u0000')).digest('base64url')
  return `${limit.name}:${hash}`
}

/** Counts one hit; throws the 429 once `limit.max` is passed within the window. */
export async function hitRateLimit(
  db: AppDatabase,
  limit: RateLimit,
  parts: readonly string[],
): Promise<void> {
  const { hits, resetInSeconds } = await countHit(
    db,
    rateLimitKey(limit, parts),
    limit.windowSeconds,
  )
  if (hits > limit.max) {
    throw new HttpError(429, 'TOO_MANY_REQUESTS', limit.message, {
      'retry-after': String(resetInSeconds),
    })
  }
}

export function clearRateLimit(
  db: AppDatabase,
  limit: RateLimit,
  parts: readonly string[],
): Promise<void> {
  return clearHits(db, rateLimitKey(limit, parts))
}
