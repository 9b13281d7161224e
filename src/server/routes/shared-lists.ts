/**
 * Carts and job lists shared as a link:
 * - `POST /shared {kind, title?, vehicle?, lines}` → 201 `{ token, url, expiresAt,
 *   revokeKey? }` (the key to a guest only); an unknown article id is a 422 `UNKNOWN_ARTICLE`
 *   naming it. Rate-limited per IP address.
 * - `GET /shared/:token` → the list at today's prices; unknown, expired or revoked: 404
 * - `DELETE /shared/:token` → 204 for its owner; 404 for anyone else
 * The owner is the signed-in user, else the guest holding the link's revoke key
 * (`x-share-revoke-key`) or its cart id (`x-cart-id`). Never cached: the answer says whether
 * the caller owns the link.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { langQuerySchema } from '../../domain/catalogue-api'
import { cartIdSchema } from '../../domain/cart-schema'
import {
  createSharedListAnswerSchema,
  createSharedListBodySchema,
  SHARE_OWNER_CART_HEADER,
  SHARE_REVOKE_KEY_HEADER,
  SHARED_LIST_BODY_LIMIT,
  sharedListAnswerSchema,
  sharedListParamsSchema,
  sharedTokenSchema,
} from '../../domain/shared-list'
import { callerOf } from '../plugins/auth'
import { replyWithError } from '../plugins/error-handling'
import { hitRateLimit, SHARE_LIMIT } from '../services/rate-limits'
import {
  createSharedList,
  readSharedList,
  revokeShared,
  type ShareCaller,
} from '../services/shared-list-service'
import { parseDeclared } from './declared-input'
import { answerNoStore } from './no-store'

/** The caller, with a guest's cart id and revoke key where the headers hold them (else ignored). */
function shareCallerOf(request: FastifyRequest): ShareCaller {
  const cartId = cartIdSchema.safeParse(request.headers[SHARE_OWNER_CART_HEADER])
  const revokeKey = sharedTokenSchema.safeParse(request.headers[SHARE_REVOKE_KEY_HEADER])
  return {
    ...callerOf(request),
    cartId: cartId.success ? cartId.data.toLowerCase() : null,
    revokeKey: revokeKey.success ? revokeKey.data : null,
  }
}

export async function sharedListRoutes(app: FastifyInstance, options: { publicOrigin: string }) {
  const db = () => app.database.db
  const bodyLimit = Math.min(
    app.initialConfig.bodyLimit ?? SHARED_LIST_BODY_LIMIT,
    SHARED_LIST_BODY_LIMIT,
  )
  app.setErrorHandler((error, request, reply) => replyWithError(error, request, reply, bodyLimit))
  answerNoStore(app)

  const createSchema = {
    querystring: langQuerySchema,
    body: createSharedListBodySchema,
    response: { 201: createSharedListAnswerSchema },
  }
  app.post('/shared', { bodyLimit, schema: createSchema }, async (request, reply) => {
    const body = parseDeclared(request, 'body')
    const { lang } = parseDeclared(request, 'querystring')
    await hitRateLimit(db(), SHARE_LIMIT, [request.ip])
    const answer = await createSharedList(db(), { body, caller: shareCallerOf(request), lang })
    const url = `${options.publicOrigin}${answer.url}`
    return reply.code(201).send({ ...answer, url })
  })

  const readSchema = {
    params: sharedListParamsSchema,
    querystring: langQuerySchema,
    response: { 200: sharedListAnswerSchema },
  }
  app.get('/shared/:token', { schema: readSchema }, async (request) => {
    const { token } = parseDeclared(request, 'params')
    const { lang } = parseDeclared(request, 'querystring')
    return readSharedList(db(), { token, caller: shareCallerOf(request), lang })
  })

  app.delete(
    '/shared/:token',
    { schema: { params: sharedListParamsSchema } },
    async (request, reply) => {
      const { token } = parseDeclared(request, 'params')
      await revokeShared(db(), { token, caller: shareCallerOf(request) })
      return reply.code(204).send()
    },
  )
}
