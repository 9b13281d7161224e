/** `GET /api/category/list/sidebaritems?lang` (spec §7): the category tree as `data.data.array`. */
import type { FastifyInstance } from 'fastify'
import { langQuerySchema } from '../../domain/locale'
import { parseRequest } from '../http-errors'
import { cacheCatalogueAnswers } from './catalogue-caching'
import { sidebarItems } from '../services/category-service'

/** Seconds browsers may reuse the tree; the service worker revalidates it network-first. */
const CATEGORY_TREE_MAX_AGE_S = 300

export async function categoryRoutes(app: FastifyInstance) {
  cacheCatalogueAnswers(app, CATEGORY_TREE_MAX_AGE_S)
  app.get('/category/list/sidebaritems', async (request) => {
    const { lang } = parseRequest(langQuerySchema, request.query)
    return sidebarItems(app.database, lang)
  })
}
