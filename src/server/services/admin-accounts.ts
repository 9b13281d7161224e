/**
 * ADMIN accounts, made from the command line only — no endpoint can make
 * one: `npm run admin:create -- <email>` promotes the account with that address, or creates
 * it with role ADMIN. A new account's password is `ADMIN_PASSWORD` when set (checked like any
 * new password), otherwise a random one the command prints once.
 * A promoted account's existing sessions stop working (a token names its role, and the
 * server checks it against the database), so its owner signs in again as ADMIN.
 */
import { randomBytes } from 'node:crypto'
import { normalizeEmail, newPasswordSchema, type User } from '../../domain/account'
import { emailSchema } from '../../domain/email'
import type { AppDatabase } from '../db/database'
import { insertUser, setUserRole } from '../db/repositories/users-repository'
import { toUser } from './account-service'
import { hashPassword } from './password-hashing'

export type AdminResult =
  | { kind: 'promoted'; user: User }
  | { kind: 'created'; user: User; generatedPassword?: string }

/** Bytes of a generated password: 18 bytes → 24 base64url characters. */
const GENERATED_PASSWORD_BYTES = 18

export class AdminInputError extends Error {
  override name = 'AdminInputError'
}

export async function createOrPromoteAdmin(
  db: AppDatabase,
  rawEmail: string,
  password?: string,
): Promise<AdminResult> {
  const parsedEmail = emailSchema.safeParse(rawEmail)
  if (!parsedEmail.success) throw new AdminInputError(`Not an e-mail address: ${rawEmail}`)
  const email = normalizeEmail(parsedEmail.data)
  const promoted = await setUserRole(db, email, 'ADMIN')
  if (promoted) return { kind: 'promoted', user: toUser(promoted) }

  const generatedPassword = password
    ? undefined
    : randomBytes(GENERATED_PASSWORD_BYTES).toString('base64url')
  const chosen = newPasswordSchema.safeParse(password ?? generatedPassword)
  if (!chosen.success) throw new AdminInputError(chosen.error.issues[0]?.message ?? 'Bad password')
  const row = await insertUser(db, {
    email,
    passwordHash: await hashPassword(chosen.data),
    role: 'ADMIN',
  })
  // Someone signed up with this address a moment ago: promote that account instead.
  if (!row) return createOrPromoteAdmin(db, email, password)
  return { kind: 'created', user: toUser(row), ...(generatedPassword && { generatedPassword }) }
}
