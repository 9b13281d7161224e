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
