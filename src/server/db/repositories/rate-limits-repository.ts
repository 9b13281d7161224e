/**
 * Fixed-window counters in `rate_limits`, one row per key. A hit is one atomic upsert, so
 * concurrent requests — on one instance or several sharing a PostgreSQL database — each count
 * once; the window restarts when the stored one is older than its length.
 */
import { eq, sql } from 'drizzle-orm'
import type { AppDatabase } from '../database'
import { rateLimits } from '../schema'

export interface WindowCount {
  /** Hits in the current window, this one included. */
  hits: number
  /** Seconds until the current window ends. */
  resetInSeconds: number
}

/** Counts one hit on `key` in a window of `windowSeconds`. */
export async function countHit(
  db: AppDatabase,
  key: string,
  windowSeconds: number,
): Promise<WindowCount> {
  const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${windowSeconds})`
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      resetInSeconds: sql<number>`greatest(1, ceil(extract(epoch from
        ${rateLimits.windowStart} + make_interval(secs => ${windowSeconds}) - now())))::int`,
    })
  if (!row) throw new Error('upsert into rate_limits returned no row')
  return { hits: row.hits, resetInSeconds: Number(row.resetInSeconds) }
}

/** Forgets the hits on `key` (a sign-in that succeeded). */
export async function clearHits(db: AppDatabase, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key))
}
