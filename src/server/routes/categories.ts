/** `GET /api/category/list/sidebaritems?lang` (spec §7): the category tree as `data.data.array`. */
import type { FastifyInstance } from 'fastify'
import { langQuerySchema } from '../../domain/category-tree'
import { parseRequest } from '../http-errors'
import { sidebarItems } from '../services/category-service'

/** Seconds browsers may reuse the tree; the service worker revalidates it network-first. */
const CATEGORY_TREE_MAX_AGE_S = 300

export async function categoryRoutes(app: FastifyInstance) {
  app.get('/category/list/sidebaritems', async (request, reply) => {
    const { lang } = parseRequest(langQuerySchema, request.query)
    reply.header('cache-control', `public, max-age=${CATEGORY_TREE_MAX_AGE_S}`)
    return sidebarItems(app.database, lang)
  })
}
