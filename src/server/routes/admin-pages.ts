import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import type { AppDatabase } from '../db/database'
import { requireAdmin } from '../plugins/auth'
import { parseDeclared } from './declared-input'

/** `GET url`, for admins: one page of a list as `{ data: { array, page, perPage, total } }`. */
export function adminPagedGet<Q extends z.ZodType<{ page: number; perPage: number }>>(
  app: FastifyInstance,
  url: string,
  schema: { querystring: Q; response: { 200: z.ZodType } },
  list: (db: AppDatabase, query: z.output<Q>) => Promise<{ array: unknown[]; total: number }>,
): void {
  app.get(url, { schema }, async (request) => {
    requireAdmin(request)
    const query = parseDeclared(request, 'querystring')
    const { array, total } = await list(app.database.db, query)
    return { data: { array, page: query.page, perPage: query.perPage, total } }
  })
}
