/**
 * The signed-in user's job lists, every call with a token (401 `UNAUTHORIZED` without one,
 * before the body is read):
 * - `GET /jobs` → `{ items: JobList[] }`, the newest change first
 * - `GET /jobs/:id` → `{ item }`; another user's, a deleted or an unknown list is a 404
 * - `PUT /jobs/:id {name, customer, vehicle, lines, updatedAt}` → `{ item }`, the copy kept:
 *   the id is made on the device, so a replay changes nothing; a stored copy changed later
 *   stays. 409 `TOO_MANY_JOB_LISTS` past the limit; 404 for another user's or a deleted list.
 * - `DELETE /jobs/:id` → the lists afterwards, also when it was never stored
 * Answers are private and never cached.
 */
import type { FastifyInstance } from 'fastify'
import {
  jobListAnswerSchema,
  jobListBodySchema,
  jobListsAnswerSchema,
  jobParamsSchema,
} from '../../domain/job-list-schema'
import { requireUser } from '../plugins/auth'
import { jobListOf, jobListsOf, putJobList, removeJobList } from '../services/job-lists-service'
import { parseDeclared } from './declared-input'
import { answerNoStore } from './no-store'

export async function jobListRoutes(app: FastifyInstance) {
  const db = () => app.database.db
  app.addHook('onRequest', async (request) => {
    requireUser(request)
  })
  answerNoStore(app)

  app.get('/jobs', { schema: { response: { 200: jobListsAnswerSchema } } }, async (request) =>
    jobListsOf(db(), requireUser(request).id),
  )

  app.get(
    '/jobs/:id',
    { schema: { params: jobParamsSchema, response: { 200: jobListAnswerSchema } } },
    async (request) => {
      const { id } = parseDeclared(request, 'params')
      return { item: await jobListOf(db(), requireUser(request).id, id) }
    },
  )

  app.put(
    '/jobs/:id',
    {
      schema: {
        params: jobParamsSchema,
        body: jobListBodySchema,
        response: { 200: jobListAnswerSchema },
      },
    },
    async (request) => {
      const userId = requireUser(request).id
      const { id } = parseDeclared(request, 'params')
      const body = parseDeclared(request, 'body')
      return { item: await putJobList(db(), userId, id, body) }
    },
  )

  app.delete(
    '/jobs/:id',
    { schema: { params: jobParamsSchema, response: { 200: jobListsAnswerSchema } } },
    async (request) => {
      const userId = requireUser(request).id
      const { id } = parseDeclared(request, 'params')
      await removeJobList(db(), userId, id)
      return jobListsOf(db(), userId)
    },
  )
}
