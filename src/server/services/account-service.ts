// Sign-in answers the same 401 for an unknown address and a wrong password, after the same work.
import { type AuthResponse, normalizeEmail, type User } from '../../domain/account'
import type { AppDatabase } from '../db/database'
import {
  findUserByEmail,
  findUserById,
  insertUser,
  setPasswordHash,
  type UserRow,
} from '../db/repositories/users-repository'
import {
  deleteSessions,
  deleteUserSessions,
  insertSession,
} from '../db/repositories/sessions-repository'
import { HttpError } from '../http-errors'
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password-hashing'
import { SESSION_TOKEN_TTL_S, type SessionTokens } from './session-tokens'

export const INVALID_CREDENTIALS_MESSAGE = 'The e-mail address or password is wrong.'

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    avatar: row.avatar,
    priceDisplay: row.priceDisplay,
  }
}

interface Credentials {
  email: string
  password: string
}

export async function register(
  db: AppDatabase,
  tokens: SessionTokens,
  { email, password }: Credentials,
): Promise<AuthResponse> {
  const row = await insertUser(db, {
    email: normalizeEmail(email),
    passwordHash: await hashPassword(password),
  })
  if (!row) {
    throw new HttpError(409, 'EMAIL_TAKEN', 'An account with this e-mail address already exists.')
  }
  return signedIn(db, tokens, row)
}

export async function logIn(
  db: AppDatabase,
  tokens: SessionTokens,
  { email, password }: Credentials,
): Promise<AuthResponse> {
  const row = await findUserByEmail(db, normalizeEmail(email))
  const matches = row
    ? await verifyPassword(row.passwordHash, password)
    : await verifyAgainstDecoy(password)
  if (!row || !matches) {
    throw new HttpError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE)
  }
  return signedIn(db, tokens, row)
}

async function signedIn(
  db: AppDatabase,
  tokens: SessionTokens,
  row: UserRow,
): Promise<AuthResponse> {
  const session = await insertSession(db, { userId: row.id, ttlSeconds: SESSION_TOKEN_TTL_S })
  const token = await tokens.issue({ userId: row.id, role: row.role, sessionId: session.id })
  return { user: toUser(row), token, sessionId: session.id }
}

export function logOut(db: AppDatabase, sessionIds: (string | null | undefined)[]): Promise<void> {
  return deleteSessions(
    db,
    sessionIds.filter((id) => typeof id === 'string'),
  )
}

export function logOutEverywhere(db: AppDatabase, userId: string): Promise<void> {
  return deleteUserSessions(db, userId)
}

export const WRONG_PASSWORD_MESSAGE = 'The current password is wrong.'

/** A wrong current password is a 400, not a 401: the session itself is fine. */
export async function updatePassword(
  db: AppDatabase,
  { userId, sessionId }: { userId: string; sessionId: string },
  { oldPassword, newPassword }: { oldPassword: string; newPassword: string },
): Promise<{ success: true }> {
  const row = await findUserById(db, userId)
  if (!row) throw new HttpError(401, 'UNAUTHORIZED', 'The session token is not valid.')
  if (!(await verifyPassword(row.passwordHash, oldPassword))) {
    throw new HttpError(400, 'WRONG_PASSWORD', WRONG_PASSWORD_MESSAGE)
  }
  const passwordHash = await hashPassword(newPassword)
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, row.id, passwordHash)
    await deleteUserSessions(tx, row.id, { keep: sessionId })
  })
  return { success: true }
}
