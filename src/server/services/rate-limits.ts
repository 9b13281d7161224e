/** Counted in the database, so limits hold across restarts and instances. */
import { createHash } from 'node:crypto'
import type { AppDatabase } from '../db/database'
import { clearHits, countHit } from '../db/repositories/rate-limits-repository'
import { HttpError } from '../http-errors'

export interface RateLimit {
  name: string
  max: number
  windowSeconds: number
  message: string
}

export const LOGIN_LIMIT: RateLimit = {
  name: 'login',
  max: 10,
  windowSeconds: 15 * 60,
  message: 'Too many sign-in attempts. Wait a few minutes and try again.',
}

/** So nobody can flood a mailbox with them. */
export const FORGOT_PASSWORD_ADDRESS_LIMIT: RateLimit = {
  name: 'forgot-password-address',
  max: 3,
  windowSeconds: 60 * 60,
  message: 'Too many reset links have been asked for. Wait an hour and try again.',
}

export const FORGOT_PASSWORD_IP_LIMIT: RateLimit = {
  name: 'forgot-password-ip',
  max: 20,
  windowSeconds: 60 * 60,
  message: 'Too many reset links have been asked for from here. Try again later.',
}

export const RESET_PASSWORD_LIMIT: RateLimit = {
  name: 'reset-password',
  max: 20,
  windowSeconds: 15 * 60,
  message: 'Too many attempts. Wait a few minutes and try again.',
}

export const SHARE_LIMIT: RateLimit = {
  name: 'share',
  max: 60,
  windowSeconds: 60 * 60,
  message: 'Too many links have been shared from here. Wait a while and try again.',
}

export function contactLimit(perHour: number): RateLimit {
  return {
    name: 'contact',
    max: perHour,
    windowSeconds: 60 * 60,
    message: 'Too many messages have been sent from here. Please try again later.',
  }
}

/** No e-mail address kept in clear. */
export function rateLimitKey(limit: RateLimit, parts: readonly string[]): string {
  const hash = createHash('sha256').update(parts.join('\u0000')).digest('base64url')
  return `${limit.name}:${hash}`
}

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
