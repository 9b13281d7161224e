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
import { jobListOf, jobListsOf, putJobList, removeJobList } from '../services/job-lists-service'
import { personalRoutes } from './personal-routes'

export async function jobListRoutes(app: FastifyInstance) {
  const route = personalRoutes(app)
  route('get', '/jobs', { response: { 200: jobListsAnswerSchema } }, async ({ db, userId }) =>
    jobListsOf(db, userId),
  )

  route(
    'get',
    '/jobs/:id',
    { params: jobParamsSchema, response: { 200: jobListAnswerSchema } },
    async ({ db, userId, params }) => ({ item: await jobListOf(db, userId, params.id) }),
  )

  route(
    'put',
    '/jobs/:id',
    { params: jobParamsSchema, body: jobListBodySchema, response: { 200: jobListAnswerSchema } },
    async ({ db, userId, params, body }) => ({
      item: await putJobList(db, userId, params.id, body),
    }),
  )

  route(
    'delete',
    '/jobs/:id',
    { params: jobParamsSchema, response: { 200: jobListsAnswerSchema } },
    async ({ db, userId, params }) => {
      await removeJobList(db, userId, params.id)
      return jobListsOf(db, userId)
    },
  )
}
