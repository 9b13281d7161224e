/**
 * The signed-in user's wishlist and compare list, every call with a token (401
 * `UNAUTHORIZED` without one, before the body is read):
 * - `GET /saved-lists` → `{ wishlist, compare }`, each in the order added
 * - `PUT /saved-lists/:list/:articleId {snapshot}` → both lists; an article already listed
 *   changes nothing, so a replay is harmless. 404 `UNKNOWN_ARTICLE` for an article the
 *   catalogue lacks, 409 `SAVED_LIST_FULL` past the list's limit
 * - `DELETE /saved-lists/:list/:articleId` → both lists, also when it was not listed
 * Answers are private and never cached.
 */
import type { FastifyInstance } from 'fastify'
import {
  savedListParamsSchema,
  savedListPutBodySchema,
  savedListsAnswerSchema,
} from '../../domain/saved-list-schema'
import { addToSavedList, removeFromSavedList, savedListsOf } from '../services/saved-lists-service'
import { personalRoutes } from './personal-routes'

export async function savedListRoutes(app: FastifyInstance) {
  const route = personalRoutes(app)
  const response = { 200: savedListsAnswerSchema }
  route('get', '/saved-lists', { response }, async ({ db, userId }) => savedListsOf(db, userId))

  route(
    'put',
    '/saved-lists/:list/:articleId',
    { params: savedListParamsSchema, body: savedListPutBodySchema, response },
    async ({ db, userId, params, body }) =>
      addToSavedList(db, userId, params.list, params.articleId, body),
  )

  route(
    'delete',
    '/saved-lists/:list/:articleId',
    { params: savedListParamsSchema, response },
    async ({ db, userId, params }) =>
      removeFromSavedList(db, userId, params.list, params.articleId),
  )
}
