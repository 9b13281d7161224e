/**
 * The server cart:
 * - `POST /cart/create-cart {newState}` + `Idempotency-Key` → 201 `CartAnswer` (a new cart)
 * - `POST /cart/update-cart {cartId, newState, baseVersion?}` + `Idempotency-Key` → 200
 *   `CartAnswer` (the stored cart, version + 1)
 * - `GET /cart/:cartId` → 200 `CartAnswer` (the stored cart, priced now)
 * - `GET /cart/mine` (token required, 401 without) → 200 `CartAnswer`: the caller's latest cart
 *   with lines and no order made from it, priced now; 404 `CART_NOT_FOUND` when there is none
 * all with `?lang=no|en` for product names. A replayed key answers the stored answer with
 * `idempotent-replayed: true`. Bodies are limited to CART_BODY_LIMIT (413). Never cached.
 */
import type { FastifyInstance, FastifyReply } from 'fastify'
import {
  CART_BODY_LIMIT,
  cartAnswerSchema,
  cartParamsSchema,
  cartQuerySchema,
  createCartBodySchema,
  updateCartBodySchema,
} from '../../domain/cart-schema'
import { checkPayloadVersion } from './payload-version'
import { idempotencyKey } from './idempotency-key'
import { parseDeclared } from './declared-input'
import { callerOf, requireUser } from '../plugins/auth'
import { replyWithError } from '../plugins/error-handling'
import {
  type CartWriteResult,
  createCart,
  readCart,
  readLatestCartOf,
  updateCart,
} from '../services/cart-service'
import { answerNoStore } from './no-store'

export async function cartRoutes(app: FastifyInstance) {
  const db = () => app.database.db
  const bodyLimit = Math.min(app.initialConfig.bodyLimit ?? CART_BODY_LIMIT, CART_BODY_LIMIT)
  // These routes' 413 names their own, smaller limit.
  app.setErrorHandler((error, request, reply) => replyWithError(error, request, reply, bodyLimit))
  answerNoStore(app)
  const cartAnswers = { 200: cartAnswerSchema, 201: cartAnswerSchema }
  const createSchema = {
    querystring: cartQuerySchema,
    body: createCartBodySchema,
    response: cartAnswers,
  }
  const updateSchema = {
    querystring: cartQuerySchema,
    body: updateCartBodySchema,
    response: cartAnswers,
  }
  const readSchema = {
    querystring: cartQuerySchema,
    params: cartParamsSchema,
    response: cartAnswers,
  }
  const answered = (reply: FastifyReply, result: CartWriteResult) => {
    if (result.replayed) reply.header('idempotent-replayed', 'true')
    return result.answer
  }

  app.post('/cart/create-cart', { bodyLimit, schema: createSchema }, async (request, reply) => {
    checkPayloadVersion(request)
    const key = idempotencyKey(request)
    const { newState } = parseDeclared(request, 'body')
    const { lang } = parseDeclared(request, 'querystring')
    const result = await createCart(db(), {
      key,
      lines: newState.items,
      caller: callerOf(request),
      lang,
    })
    return reply.code(201).send(answered(reply, result))
  })

  app.post('/cart/update-cart', { bodyLimit, schema: updateSchema }, async (request, reply) => {
    checkPayloadVersion(request)
    const key = idempotencyKey(request)
    const { cartId, newState, baseVersion } = parseDeclared(request, 'body')
    const { lang } = parseDeclared(request, 'querystring')
    const result = await updateCart(db(), {
      key,
      cartId,
      baseVersion,
      lines: newState.items,
      caller: callerOf(request),
      lang,
    })
    return answered(reply, result)
  })

  app.get(
    '/cart/mine',
    {
      // Refused before the query is read: without a token there is nothing to look for.
      onRequest: async (request) => {
        requireUser(request)
      },
      schema: { querystring: cartQuerySchema, response: { 200: cartAnswerSchema } },
    },
    async (request) => {
      const { lang } = parseDeclared(request, 'querystring')
      return readLatestCartOf(db(), { user: requireUser(request), lang })
    },
  )

  app.get('/cart/:cartId', { schema: readSchema }, async (request) => {
    const { cartId } = parseDeclared(request, 'params')
    const { lang } = parseDeclared(request, 'querystring')
    return readCart(db(), { cartId, caller: callerOf(request), lang })
  })
}
