/**
 * `GET /admin/mail-outbox?page&perPage` (ADMIN only, never cached) → `{ data: { array, page,
 * perPage, total } }`: the mails in the outbox, newest first (src/domain/admin-mail.ts).
 */
import type { FastifyInstance } from 'fastify'
import { adminOutboxQuerySchema, adminOutboxResponseSchema } from '../../domain/admin-mail'
import { listOutbox } from '../db/repositories/mail-repository'
import { requireAdmin } from '../plugins/auth'
import { parseDeclared } from './declared-input'
import { answerNoStore } from './no-store'

export async function adminMailRoutes(app: FastifyInstance) {
  answerNoStore(app)
  app.get(
    '/admin/mail-outbox',
    {
      schema: { querystring: adminOutboxQuerySchema, response: { 200: adminOutboxResponseSchema } },
    },
    async (request) => {
      requireAdmin(request)
      const query = parseDeclared(request, 'querystring')
      const { array, total } = await listOutbox(app.database.db, query)
      return { data: { array, page: query.page, perPage: query.perPage, total } }
    },
  )
}
