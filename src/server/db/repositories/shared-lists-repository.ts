/**
 * Shared lists in `shared_lists`: found by the SHA-256 of their token (the token itself is
 * never stored). A link is live until `expires_at` and while `revoked_at` is unset, by the
 * database's clock, the one that set its expiry.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { AppDatabase } from '../database'
import { firstRow } from '../first-row'
import { sharedLists } from '../schema'

export type SharedListRow = typeof sharedLists.$inferSelect
export type NewSharedList = Omit<
  typeof sharedLists.$inferInsert,
  'id' | 'createdAt' | 'expiresAt' | 'revokedAt'
>

export function insertSharedList(
  db: AppDatabase,
  list: NewSharedList,
  ttlDays: number,
): Promise<SharedListRow | null> {
  return firstRow(
    db
      .insert(sharedLists)
      .values({ ...list, expiresAt: sql`now() + make_interval(days => ${ttlDays})` })
      .returning(),
  )
}

const live = (tokenHash: string) =>
  and(
    eq(sharedLists.tokenHash, tokenHash),
    isNull(sharedLists.revokedAt),
    gt(sharedLists.expiresAt, sql`now()`),
  )

/** The live list with this token hash; `null` when unknown, expired or revoked. */
export function findLiveSharedList(
  db: AppDatabase,
  tokenHash: string,
): Promise<SharedListRow | null> {
  return firstRow(db.select().from(sharedLists).where(live(tokenHash)))
}

/** Marks the live list revoked; `false` when there was none to revoke. */
export async function revokeSharedList(db: AppDatabase, id: string): Promise<boolean> {
  const revoked = await db
    .update(sharedLists)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sharedLists.id, id), isNull(sharedLists.revokedAt)))
    .returning({ id: sharedLists.id })
  return revoked.length === 1
}
