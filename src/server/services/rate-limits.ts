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

const HOUR = 60

// biome-ignore format: one limit a line reads as a table
const LIMITS = {
  login: [10, 15, 'Too many sign-in attempts. Wait a few minutes and try again.'],
  // Three an hour, so nobody can flood a mailbox with reset links.
  'forgot-password-address': [3, HOUR, 'Too many reset links have been asked for. Wait an hour and try again.'],
  'forgot-password-ip': [20, HOUR, 'Too many reset links have been asked for from here. Try again later.'],
  'reset-password': [20, 15, 'Too many attempts. Wait a few minutes and try again.'],
  share: [60, HOUR, 'Too many links have been shared from here. Wait a while and try again.'],
  contact: [10, HOUR, 'Too many messages have been sent from here. Please try again later.'],
} as const

function limit(name: keyof typeof LIMITS, max?: number): RateLimit {
  const [defaultMax, minutes, message] = LIMITS[name]
  return { name, max: max ?? defaultMax, windowSeconds: minutes * 60, message }
}

export const LOGIN_LIMIT = limit('login')
export const FORGOT_PASSWORD_ADDRESS_LIMIT = limit('forgot-password-address')
export const FORGOT_PASSWORD_IP_LIMIT = limit('forgot-password-ip')
export const RESET_PASSWORD_LIMIT = limit('reset-password')
export const SHARE_LIMIT = limit('share')
export const contactLimit = (perHour: number) => limit('contact', perHour)

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
