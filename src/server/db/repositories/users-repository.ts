/** The unique constraint on `email` keeps one account per address, also when two sign-ups race. */
import { eq } from 'drizzle-orm'
import type { AppDatabase } from '../database'
import { users } from '../schema'
import { firstRow } from '../first-row'

export type UserRow = typeof users.$inferSelect

type UserTx = Parameters<Parameters<AppDatabase['transaction']>[0]>[0]

/** So writes of one user's own lists queue up and their limits hold. */
export async function lockUser(tx: UserTx, userId: string): Promise<boolean> {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
  return user !== undefined
}

export async function insertUser(
  db: AppDatabase,
  account: { email: string; passwordHash: string; role?: UserRow['role'] },
): Promise<UserRow | null> {
  return firstRow(db.insert(users).values(account).onConflictDoNothing().returning())
}

export async function findUserByEmail(db: AppDatabase, email: string): Promise<UserRow | null> {
  return firstRow(db.select().from(users).where(eq(users.email, email)))
}

/** Anything but a UUID is an SQL error, not "no user": callers check. */
export async function findUserById(db: AppDatabase, id: string): Promise<UserRow | null> {
  return firstRow(db.select().from(users).where(eq(users.id, id)))
}

export async function setUserRole(
  db: AppDatabase,
  email: string,
  role: UserRow['role'],
): Promise<UserRow | null> {
  return firstRow(db.update(users).set({ role }).where(eq(users.email, email)).returning())
}

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

/** Row-locked, so two uploads at once each learn the picture they replaced. */
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
