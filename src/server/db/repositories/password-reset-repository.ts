/**
 * Password reset tokens in `password_reset_tokens`: only the SHA-256 of each token is stored,
 * so a copy of the database gives no working link.
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { AppDatabase } from '../database'
import { firstRow } from '../first-row'
import { passwordResetTokens, users } from '../schema'

export type ResetTokenRow = typeof passwordResetTokens.$inferSelect

export function insertResetToken(
  db: AppDatabase,
  { userId, tokenHash, ttlSeconds }: { userId: string; tokenHash: string; ttlSeconds: number },
): Promise<ResetTokenRow | null> {
  return firstRow(
    db
      .insert(passwordResetTokens)
      .values({
        userId,
        tokenHash,
        expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
      })
      .returning(),
  )
}

/**
 * The token with this hash, locked for the reset, and whether it has expired (by the
 * database's clock, the one that set its expiry).
 */
export async function lockResetToken(
  tx: AppDatabase,
  tokenHash: string,
): Promise<(ResetTokenRow & { expired: boolean }) | null> {
  return firstRow(
    tx
      .select({
        id: passwordResetTokens.id,
        userId: passwordResetTokens.userId,
        tokenHash: passwordResetTokens.tokenHash,
        expiresAt: passwordResetTokens.expiresAt,
        usedAt: passwordResetTokens.usedAt,
        createdAt: passwordResetTokens.createdAt,
        expired: sql<boolean>`${passwordResetTokens.expiresAt} <= now()`,
      })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, tokenHash))
      .for('update'),
  )
}

/** Spends every unspent token of a user (the one used and any other still out there). */
export async function spendResetTokens(tx: AppDatabase, userId: string): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)))
}

/** Sets a new password hash and raises the session version: older sessions end. */
export async function resetPasswordHash(
  tx: AppDatabase,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
}
