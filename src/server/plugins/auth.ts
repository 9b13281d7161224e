// The user comes from the database, never from the token alone. A generated signing key lives in
// the database, not the data folder, so every instance on one PostgreSQL agrees on it.
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
    user: User | null
    sessionId: string | null
  }
}

const JWT_SECRET_NAME = 'jwt'
const JWT_SECRET_BYTES = 32
/** A token of ours is about 300 characters. */
const MAX_AUTHORIZATION_LENGTH = 4096

export interface AuthPluginOptions {
  config: Pick<Config, 'jwtSecret'>
}

export function tokenFromHeader(value: string | undefined): string | null {
  const header = value?.trim()
  if (!header || header.length > MAX_AUTHORIZATION_LENGTH) return null
  const token = header.replace(/^Bearer\s+/i, '')
  return token === '' ? null : token
}

export function callerOf(request: FastifyRequest): { user: User | null; sentToken: boolean } {
  return {
    user: request.user,
    sentToken: tokenFromHeader(request.headers.authorization) !== null,
  }
}

export function requireUser(request: FastifyRequest): User {
  if (request.user) return request.user
  const missing = tokenFromHeader(request.headers.authorization) === null
  throw unauthorized(missing ? 'missing' : 'invalid')
}

export function requireSession(request: FastifyRequest): { userId: string; sessionId: string } {
  const user = requireUser(request)
  // Set together with `user`; checked so that no caller has to trust that.
  if (!request.sessionId) throw unauthorized('invalid')
  return { userId: user.id, sessionId: request.sessionId }
}

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
    // Signed out, password changed, user deleted or role changed since the token was issued.
    if (!row || row.role !== claims.role) return
    request.user = toUser(row)
    request.sessionId = claims.sessionId
  })
}

export default fp(authPlugin, { name: 'auth', dependencies: ['database'] })
