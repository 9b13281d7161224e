/**
 * Accounts:
 * - `POST /auth/register {email, password}` → 201 `{ user, token, sessionId }`; a taken
 *   address is a 409 `EMAIL_TAKEN`
 * - `POST /auth/login {email, password}` → `{ user, token, sessionId }`; a wrong address or
 *   password is one 401 `INVALID_CREDENTIALS`; more than 10 attempts for one IP + address in
 *   15 minutes are a 429 `TOO_MANY_REQUESTS` with `Retry-After` (a successful sign-in starts
 *   afresh)
 * - `POST /auth/logout {sessionId}?` → 204: ends the token's session and the one named, which
 *   needs no token (a device signed out offline keeps only the id); unknown ids alike
 * - `POST /auth/logout-all` (token) → 204: ends every session of the user
 * - `GET /user/me` (token) → `{ user }`; 401 `UNAUTHORIZED` without a valid token
 * - `POST /auth/update-password {oldPassword, newPassword}` (token) → `{ success: true }`,
 *   ending the user's other sessions; a wrong current password is a 400 `WRONG_PASSWORD`
 * - `POST /auth/forgot-password?lang {email}` → 202 `{ accepted: true }` for every address;
 *   the account's owner gets a reset link in `lang`; 3 an hour per address, 20 per IP (429)
 * - `POST /auth/reset-password {token, password}` → `{ success: true }`; a bad, expired or
 *   spent token is a 400 `RESET_TOKEN_INVALID` / `_EXPIRED` / `_USED`
 * Bodies and answers are the shared schemas of src/domain/account.ts; never cached.
 */
import type { FastifyInstance } from 'fastify'
import {
  loginBodySchema,
  logoutBodySchema,
  type MeResponse,
  authAnswerSchema,
  meAnswerSchema,
  noContentSchema,
  successAnswerSchema,
  normalizeEmail,
  registerBodySchema,
  updatePasswordBodySchema,
} from '../../domain/account'
import { langQuerySchema } from '../../domain/catalogue-api'
import {
  forgotPasswordAnswerSchema,
  forgotPasswordBodySchema,
  resetPasswordAnswerSchema,
  resetPasswordBodySchema,
} from '../../domain/password-reset'
import { requireSession, requireUser } from '../plugins/auth'
import { forgotPassword, resetPassword } from '../services/password-reset-service'
import {
  logIn,
  logOut,
  logOutEverywhere,
  register,
  updatePassword,
} from '../services/account-service'
import {
  clearRateLimit,
  FORGOT_PASSWORD_ADDRESS_LIMIT,
  FORGOT_PASSWORD_IP_LIMIT,
  hitRateLimit,
  LOGIN_LIMIT,
  RESET_PASSWORD_LIMIT,
} from '../services/rate-limits'
import { parseDeclared } from './declared-input'
import { answerNoStore } from './no-store'

export async function accountRoutes(app: FastifyInstance) {
  answerNoStore(app)

  app.post(
    '/auth/register',
    { schema: { body: registerBodySchema, response: { 201: authAnswerSchema } } },
    async (request, reply) => {
      const body = parseDeclared(request, 'body')
      return reply.code(201).send(await register(app.database.db, app.sessionTokens, body))
    },
  )

  const login = { body: loginBodySchema, response: { 200: authAnswerSchema } }
  app.post('/auth/login', { schema: login }, async (request) => {
    const body = parseDeclared(request, 'body')
    const db = app.database.db
    const attempt = [request.ip, normalizeEmail(body.email)]
    await hitRateLimit(db, LOGIN_LIMIT, attempt)
    const answer = await logIn(db, app.sessionTokens, body)
    await clearRateLimit(db, LOGIN_LIMIT, attempt)
    return answer
  })

  app.post(
    '/auth/logout',
    { schema: { body: logoutBodySchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const body = parseDeclared(request, 'body')
      await logOut(app.database.db, [request.sessionId, body?.sessionId])
      return reply.code(204).send()
    },
  )

  app.post(
    '/auth/logout-all',
    { schema: { response: { 204: noContentSchema } } },
    async (request, reply) => {
      await logOutEverywhere(app.database.db, requireUser(request).id)
      return reply.code(204).send()
    },
  )

  app.post(
    '/auth/update-password',
    { schema: { body: updatePasswordBodySchema, response: { 200: successAnswerSchema } } },
    async (request) => {
      const session = requireSession(request)
      const body = parseDeclared(request, 'body')
      return updatePassword(app.database.db, session, body)
    },
  )

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        querystring: langQuerySchema,
        body: forgotPasswordBodySchema,
        response: { 202: forgotPasswordAnswerSchema },
      },
    },
    async (request, reply) => {
      const { email } = parseDeclared(request, 'body')
      const { lang } = parseDeclared(request, 'querystring')
      const db = app.database.db
      await hitRateLimit(db, FORGOT_PASSWORD_IP_LIMIT, [request.ip])
      await hitRateLimit(db, FORGOT_PASSWORD_ADDRESS_LIMIT, [normalizeEmail(email)])
      forgotPassword(app, { email, locale: lang })
      return reply.code(202).send({ accepted: true })
    },
  )

  app.post(
    '/auth/reset-password',
    { schema: { body: resetPasswordBodySchema, response: { 200: resetPasswordAnswerSchema } } },
    async (request) => {
      const body = parseDeclared(request, 'body')
      await hitRateLimit(app.database.db, RESET_PASSWORD_LIMIT, [request.ip])
      return resetPassword(app.database.db, body)
    },
  )

  app.get(
    '/user/me',
    { schema: { response: { 200: meAnswerSchema } } },
    async (request): Promise<MeResponse> => ({ user: requireUser(request) }),
  )
}
