/**
 * Who is asking. Reads the session token from `Authorization` — raw, as the original client
 * sends it, or as `Bearer <token>` — and, when it is valid, its session (`sid`) has not ended
 * or expired and its user still has the role the token names, sets `request.user` from the
 * database (never from the token alone) and `request.sessionId`: one query joining the
 * session and its user. An invalid token on a public route is ignored; routes that need a
 * user call `requireUser`, which answers 401 `UNAUTHORIZED`. Exposes the token maker as
 * `app.sessionTokens`.
 *
 * The signing key is JWT_SECRET when set. Otherwise the server generates 32 random bytes on
 * first start and keeps them in the database (`server_secrets`), on PGlite and PostgreSQL
 * alike, never in the data folder: the simplest choice that is correct for several instances
 * on one PostgreSQL database, which must all agree on the key while the server keeps no
 * state of its own.
 */
import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { User } from '../../domain/account'
import type { Config } from '../config'
import { readOrStoreSecret } from '../db/repositories/server-secrets-repository'
import { findSessionUser } from '../db/repositories/sessions-repository'
import { HttpError, unauthorized } from '../http-errors'
import { toUser } from '../services/account-service'
import { createSessionTokens, type SessionTokens } from '../services/session-tokens'

declare module 'fastify' {
  interface FastifyInstance {
    sessionTokens: SessionTokens
  }
  interface FastifyRequest {
    /** The signed-in user, read from the database; `null` without a valid token. */
    user: User | null
    /** The session of `user`'s token; `null` without a valid token. */
    sessionId: string | null
  }
}

/** Name of the generated signing key in `server_secrets`. */
const JWT_SECRET_NAME = 'jwt'
/** Bytes of a generated signing key: 256 bits, as HS256 wants. */
const JWT_SECRET_BYTES = 32
/** Longest `Authorization` value read; a token of ours is about 300 characters. */
const MAX_AUTHORIZATION_LENGTH = 4096

export interface AuthPluginOptions {
  config: Pick<Config, 'jwtSecret'>
}

/** The token in an `Authorization` value: the whole value, or what follows `Bearer `. */
export function tokenFromHeader(value: string | undefined): string | null {
  const header = value?.trim()
  if (!header || header.length > MAX_AUTHORIZATION_LENGTH) return null
  const token = header.replace(/^Bearer\s+/i, '')
  return token === '' ? null : token
}

/** Who is asking: the signed-in user, and whether a token was sent at all (for the 401). */
export function callerOf(request: FastifyRequest): { user: User | null; sentToken: boolean } {
  return {
    user: request.user,
    sentToken: tokenFromHeader(request.headers.authorization) !== null,
  }
}

/** The signed-in user, or a 401 `UNAUTHORIZED` saying whether the token was missing or bad. */
export function requireUser(request: FastifyRequest): User {
  if (request.user) return request.user
  const missing = tokenFromHeader(request.headers.authorization) === null
  throw unauthorized(missing ? 'missing' : 'invalid')
}

/** The signed-in user's id and session, or the 401 of `requireUser`. */
export function requireSession(request: FastifyRequest): { userId: string; sessionId: string } {
  const user = requireUser(request)
  // Set together with `user`; checked so that no caller has to trust that.
  if (!request.sessionId) throw unauthorized('invalid')
  return { userId: user.id, sessionId: request.sessionId }
}

/** The signed-in ADMIN, a 401 without a valid token, or a 403 `FORBIDDEN` for anyone else. */
export function requireAdmin(request: FastifyRequest): User {
  const user = requireUser(request)
  if (user.role !== 'ADMIN') {
    throw new HttpError(403, 'FORBIDDEN', 'Only an administrator may do this.')
  }
  return user
}

async function signingSecret(app: FastifyInstance, config: AuthPluginOptions['config']) {
  if (config.jwtSecret) {
    app.log.info({ jwtSecret: 'environment' }, 'session tokens: key from JWT_SECRET')
    return config.jwtSecret
  }
  const candidate = randomBytes(JWT_SECRET_BYTES).toString('base64url')
  const secret = await readOrStoreSecret(app.database.db, JWT_SECRET_NAME, candidate)
  app.log.info({ jwtSecret: 'database' }, 'session tokens: generated key kept in the database')
  return secret
}

async function authPlugin(app: FastifyInstance, { config }: AuthPluginOptions) {
  const tokens = createSessionTokens(await signingSecret(app, config))
  app.decorate('sessionTokens', tokens)
  app.decorateRequest('user', null)
  app.decorateRequest('sessionId', null)

  app.addHook('onRequest', async (request) => {
    const token = tokenFromHeader(request.headers.authorization)
    if (!token) return
    const claims = await tokens.verify(token)
    if (!claims) return
    const row = await findSessionUser(app.database.db, claims)
    // Signed out, the password changed or reset, the user deleted, or a role changed since
    // the token was issued: the token no longer holds.
    if (!row || row.role !== claims.role) return
    request.user = toUser(row)
    request.sessionId = claims.sessionId
  })
}

export default fp(authPlugin, { name: 'auth', dependencies: ['database'] })
