/**
 * `GET /admin/mail-outbox?page&perPage` (ADMIN only, never cached) → `{ data: { array, page,
 * perPage, total } }`: the mails in the outbox, newest first (src/domain/admin-mail.ts).
 */
import type { FastifyInstance } from 'fastify'
import { adminOutboxQuerySchema, adminOutboxResponseSchema } from '../../domain/admin-mail'
import { listOutbox } from '../db/repositories/mail-repository'
import { adminPagedGet } from './admin-pages'
import { answerNoStore } from './no-store'

export async function adminMailRoutes(app: FastifyInstance) {
  answerNoStore(app)
  adminPagedGet(
    app,
    '/admin/mail-outbox',
    { querystring: adminOutboxQuerySchema, response: { 200: adminOutboxResponseSchema } },
    listOutbox,
  )
}
