/**
 * Password reset tokens in `password_reset_tokens`: only the SHA-256 of each token is stored,
 * so a copy of the database gives no working link; beside it, a fingerprint of the password
 * hash the link was made for.
 */
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm'
import type { AppDatabase } from '../database'
import { firstRow } from '../first-row'
import { passwordResetTokens, users } from '../schema'

export type ResetTokenRow = typeof passwordResetTokens.$inferSelect

export function insertResetToken(
  db: AppDatabase,
  token: { userId: string; tokenHash: string; passwordFingerprint: string; ttlSeconds: number },
): Promise<ResetTokenRow | null> {
  const { ttlSeconds, ...values } = token
  return firstRow(
    db
      .insert(passwordResetTokens)
      .values({
        ...values,
        expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
      })
      .returning(),
  )
}

/**
 * The token with this hash and its user's password hash now, both rows locked for the reset,
 * and whether the token has expired (by the database's clock, the one that set its expiry).
 */
export async function lockResetToken(
  tx: AppDatabase,
  tokenHash: string,
): Promise<(ResetTokenRow & { expired: boolean; passwordHash: string }) | null> {
  return firstRow(
    tx
      .select({
        ...getTableColumns(passwordResetTokens),
        expired: sql<boolean>`${passwordResetTokens.expiresAt} <= now()`,
        passwordHash: users.passwordHash,
      })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
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
