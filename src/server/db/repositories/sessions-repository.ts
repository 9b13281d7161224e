/** Ending a session deletes its row, so an ended session and one that never was look alike. */
import { and, eq, getTableColumns, inArray, lte, ne, sql } from 'drizzle-orm'
import type { AppDatabase } from '../database'
import { sessions, users } from '../schema'
import { firstRow, storedRow } from '../first-row'
import type { UserRow } from './users-repository'

/** Each sign-in sweeps up the user's expired sessions. */
export async function insertSession(
  db: AppDatabase,
  { userId, ttlSeconds }: { userId: string; ttlSeconds: number },
): Promise<{ id: string }> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, sql`now()`)))
  return storedRow(
    db
      .insert(sessions)
      .values({ userId, expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})` })
      .returning({ id: sessions.id }),
    'the session row was not stored',
  )
}

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

export async function deleteSessions(db: AppDatabase, sessionIds: string[]): Promise<void> {
  if (sessionIds.length === 0) return
  await db.delete(sessions).where(inArray(sessions.id, sessionIds))
}

export async function deleteUserSessions(
  db: AppDatabase,
  userId: string,
  { keep }: { keep?: string } = {},
): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keep ? ne(sessions.id, keep) : undefined))
}
