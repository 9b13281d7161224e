/**
 * Password reset. Asking (`forgotPassword`) answers at once and alike for every address: the
 * look-up, the token and the mail happen after the answer, so neither the answer nor its
 * timing tells whether an account exists. A token is 256 random bits, mailed once and stored
 * only as its SHA-256; it works for RESET_TOKEN_TTL_S and once. Using it (`resetPassword`)
 * sets the new password, spends every token of the user and raises the user's session
 * version, which ends every session issued before (plugins/auth.ts).
 */
import { createHash, randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { normalizeEmail } from '../../domain/account'
import type { Locale } from '../../domain/locale'
import { RESET_TOKEN_TTL_S } from '../../domain/password-reset'
import type { AppDatabase } from '../db/database'
import {
  insertResetToken,
  lockResetToken,
  resetPasswordHash,
  spendResetTokens,
} from '../db/repositories/password-reset-repository'
import { findUserByEmail } from '../db/repositories/users-repository'
import { HttpError } from '../http-errors'
import { sendPasswordReset } from './customer-mail'
import { hashPassword } from './password-hashing'

/** Bytes of a reset token: 256 bits, url-safe base64 in the link (43 characters). */
const RESET_TOKEN_BYTES = 32

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

/** After the answer: a token and a mail for the account with `email`, if there is one. */
export function forgotPassword(
  app: Pick<FastifyInstance, 'database' | 'mail' | 'log'>,
  request: FastifyRequest,
  { email, locale }: { email: string; locale: Locale },
): void {
  app.mail.background(async () => {
    try {
      const db = app.database.db
      const user = await findUserByEmail(db, normalizeEmail(email))
      if (!user) return
      const token = randomBytes(RESET_TOKEN_BYTES).toString('base64url')
      const row = await insertResetToken(db, {
        userId: user.id,
        tokenHash: hashResetToken(token),
        ttlSeconds: RESET_TOKEN_TTL_S,
      })
      if (!row) return
      sendPasswordReset(app, request, { to: user.email, token, tokenId: row.id, locale })
    } catch (error) {
      app.log.error({ err: error }, 'password reset: the token could not be made')
    }
  })
}

const refused = (code: 'RESET_TOKEN_INVALID' | 'RESET_TOKEN_EXPIRED' | 'RESET_TOKEN_USED') =>
  new HttpError(
    400,
    code,
    {
      RESET_TOKEN_INVALID: 'The reset link is not valid.',
      RESET_TOKEN_EXPIRED: 'The reset link has expired.',
      RESET_TOKEN_USED: 'The reset link has been used already.',
    }[code],
  )

export async function resetPassword(
  db: AppDatabase,
  { token, password }: { token: string; password: string },
): Promise<{ success: true }> {
  await db.transaction(async (tx) => {
    const row = await lockResetToken(tx, hashResetToken(token))
    if (!row) throw refused('RESET_TOKEN_INVALID')
    if (row.usedAt) throw refused('RESET_TOKEN_USED')
    if (row.expired) throw refused('RESET_TOKEN_EXPIRED')
    await resetPasswordHash(tx, row.userId, await hashPassword(password))
    await spendResetTokens(tx, row.userId)
  })
  return { success: true }
}
