/**
 * User accounts in `users`. Addresses arrive normalised (trimmed, lower-cased) from the
 * account service; the unique constraint on `email` keeps one account per address, also
 * when two sign-ups race.
 */
import { eq } from 'drizzle-orm'
import type { AppDatabase } from '../database'
import { users } from '../schema'
import { firstRow } from '../first-row'

export type UserRow = typeof users.$inferSelect

type UserTx = Parameters<Parameters<AppDatabase['transaction']>[0]>[0]

/**
 * Locks a user's row until the transaction ends, so that writes of one user's own lists
 * (garage, job lists, saved lists) queue up and their limits hold. False: no such user.
 */
export async function lockUser(tx: UserTx, userId: string): Promise<boolean> {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
  return user !== undefined
}

/** Creates an account; `null` when the address is already taken (nothing is changed then). */
export async function insertUser(
  db: AppDatabase,
  account: { email: string; passwordHash: string; role?: UserRow['role'] },
): Promise<UserRow | null> {
  return firstRow(db.insert(users).values(account).onConflictDoNothing().returning())
}

export async function findUserByEmail(db: AppDatabase, email: string): Promise<UserRow | null> {
  return firstRow(db.select().from(users).where(eq(users.email, email)))
}

/** `id` must be a UUID (callers check): anything else is an SQL error, not "no user". */
export async function findUserById(db: AppDatabase, id: string): Promise<UserRow | null> {
  return firstRow(db.select().from(users).where(eq(users.id, id)))
}

/** Gives an account a role; `null` when no account has this (normalised) address. */
export async function setUserRole(
  db: AppDatabase,
  email: string,
  role: UserRow['role'],
): Promise<UserRow | null> {
  return firstRow(db.update(users).set({ role }).where(eq(users.email, email)).returning())
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

export type ProfileChanges = Partial<
  Pick<UserRow, 'firstName' | 'lastName' | 'phone' | 'avatar' | 'priceDisplay'>
>

/**
 * Changes an account's profile; answers the account as it is now and the picture it had
 * before (to delete when replaced), or `null` when the account is gone. Row-locked, so two
 * uploads at once each learn the picture they replaced.
 */
export async function updateProfile(
  db: AppDatabase,
  id: string,
  changes: ProfileChanges,
): Promise<{ row: UserRow; previousAvatar: string | null } | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ avatar: users.avatar })
      .from(users)
      .where(eq(users.id, id))
      .for('update')
    if (!current) return null
    const [row] =
      Object.keys(changes).length > 0
        ? await tx.update(users).set(changes).where(eq(users.id, id)).returning()
        : await tx.select().from(users).where(eq(users.id, id))
    if (!row) return null
    return { row, previousAvatar: current.avatar }
  })
}
