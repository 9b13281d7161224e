/**
 * Signed-in sessions in `sessions`, one row per sign-in, named by the token's `sid`. Ending a
 * session deletes its row, so an ended session and one that never was look alike. Expiry is
 * by the database's clock, the one that set it.
 */
import { and, eq, getTableColumns, inArray, lte, ne, sql } from 'drizzle-orm'
import type { AppDatabase } from '../database'
import { sessions, users } from '../schema'
import { firstRow } from '../first-row'
import type { UserRow } from './users-repository'

/**
 * Opens a session for `userId`, valid `ttlSeconds`, and deletes the user's expired ones: each
 * sign-in sweeps up after the last, so rows never outnumber a user's sign-ins of one week.
 */
export async function insertSession(
  db: AppDatabase,
  { userId, ttlSeconds }: { userId: string; ttlSeconds: number },
): Promise<{ id: string }> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, sql`now()`)))
  const [row] = await db
    .insert(sessions)
    .values({ userId, expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})` })
    .returning({ id: sessions.id })
  if (!row) throw new Error('the session row was not stored')
  return row
}

/**
 * The user of a live session: the session exists, belongs to `userId` and has not expired.
 * One query per signed-in request. Both ids must be UUIDs (the token's claims are checked).
 */
export function findSessionUser(
  db: AppDatabase,
  { sessionId, userId }: { sessionId: string; userId: string },
): Promise<UserRow | null> {
  return firstRow(
    db
      .select(getTableColumns(users))
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, sessionId),
          eq(sessions.userId, userId),
          sql`${sessions.expiresAt} > now()`,
        ),
      ),
  )
}

/** Ends the sessions with these ids, whoever's they are; unknown ids change nothing. */
export async function deleteSessions(db: AppDatabase, sessionIds: string[]): Promise<void> {
  if (sessionIds.length === 0) return
  await db.delete(sessions).where(inArray(sessions.id, sessionIds))
}

/** Ends every session of a user, but for `keep` (the one asking) when given. */
export async function deleteUserSessions(
  db: AppDatabase,
  userId: string,
  { keep }: { keep?: string } = {},
): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keep ? ne(sessions.id, keep) : undefined))
}
