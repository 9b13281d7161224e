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
import { requireUser } from '../plugins/auth'
import { addToSavedList, removeFromSavedList, savedListsOf } from '../services/saved-lists-service'
import { parseDeclared } from './declared-input'
import { answerNoStore } from './no-store'

export async function savedListRoutes(app: FastifyInstance) {
  const db = () => app.database.db
  app.addHook('onRequest', async (request) => {
    requireUser(request)
  })
  answerNoStore(app)

  const response = { 200: savedListsAnswerSchema }
  app.get('/saved-lists', { schema: { response } }, async (request) =>
    savedListsOf(db(), requireUser(request).id),
  )

  app.put(
    '/saved-lists/:list/:articleId',
    { schema: { params: savedListParamsSchema, body: savedListPutBodySchema, response } },
    async (request) => {
      const userId = requireUser(request).id
      const { list, articleId } = parseDeclared(request, 'params')
      const snapshot = parseDeclared(request, 'body')
      return addToSavedList(db(), userId, list, articleId, snapshot)
    },
  )

  app.delete(
    '/saved-lists/:list/:articleId',
    { schema: { params: savedListParamsSchema, response } },
    async (request) => {
      const userId = requireUser(request).id
      const { list, articleId } = parseDeclared(request, 'params')
      return removeFromSavedList(db(), userId, list, articleId)
    },
  )
}
