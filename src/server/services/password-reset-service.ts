// Asking answers at once and alike for every address, so neither answer nor timing tells whether an
// account exists.
import { createHash, randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { normalizeEmail } from '../../domain/account'
import type { Locale } from '../../domain/locale'
import { RESET_TOKEN_TTL_S } from '../../domain/password-reset'
import type { AppDatabase } from '../db/database'
import {
  insertResetToken,
  lockResetToken,
  spendResetTokens,
} from '../db/repositories/password-reset-repository'
import { deleteUserSessions } from '../db/repositories/sessions-repository'
import { findUserByEmail, setPasswordHash } from '../db/repositories/users-repository'
import { HttpError } from '../http-errors'
import { sendPasswordReset } from './customer-mail'
import { hashPassword } from './password-hashing'

const RESET_TOKEN_BYTES = 32

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url')

export const hashResetToken = sha256

/** A fresh salt makes a fresh hash, so a password set again by any path voids the link. */
const passwordFingerprint = sha256

export function forgotPassword(
  app: Pick<FastifyInstance, 'database' | 'mail' | 'log'>,
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
        passwordFingerprint: passwordFingerprint(user.passwordHash),
        ttlSeconds: RESET_TOKEN_TTL_S,
      })
      if (!row) return
      sendPasswordReset(app, { to: user.email, token, tokenId: row.id, locale })
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
    if (passwordFingerprint(row.passwordHash) !== row.passwordFingerprint) {
      throw refused('RESET_TOKEN_INVALID')
    }
    await setPasswordHash(tx, row.userId, await hashPassword(password))
    await spendResetTokens(tx, row.userId)
    await deleteUserSessions(tx, row.userId)
  })
  return { success: true }
}
