/**
 * User accounts in `users`. Addresses arrive normalised (trimmed, lower-cased) from the
 * account service; the unique constraint on `email` keeps one account per address, also
 * when two sign-ups race.
 */
import { eq } from 'drizzle-orm'
import type { AppDatabase } from '../database'
import { users } from '../schema'

export type UserRow = typeof users.$inferSelect

/** Creates an account; `null` when the address is already taken (nothing is changed then). */
export async function insertUser(
  db: AppDatabase,
  account: { email: string; passwordHash: string; role?: UserRow['role'] },
): Promise<UserRow | null> {
  const [row] = await db.insert(users).values(account).onConflictDoNothing().returning()
  return row ?? null
}

export async function findUserByEmail(db: AppDatabase, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email))
  return row ?? null
}

/** `id` must be a UUID (callers check): anything else is an SQL error, not "no user". */
export async function findUserById(db: AppDatabase, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row ?? null
}

/** Gives an account a role; `null` when no account has this (normalised) address. */
export async function setUserRole(
  db: AppDatabase,
  email: string,
  role: UserRow['role'],
): Promise<UserRow | null> {
  const [row] = await db.update(users).set({ role }).where(eq(users.email, email)).returning()
  return row ?? null
}

/** Replaces an account's password hash; `false` when the account is gone. */
export async function setPasswordHash(
  db: AppDatabase,
  id: string,
  passwordHash: string,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash })
    .where(eq(users.id, id))
    .returning({ id: users.id })
  return rows.length > 0
}
