/**
 * `GET /api/category/list/sidebaritems?lang`: the catalogue's category tree
 * (`app.catalogue`) as `data.data.array`.
 */
import type { FastifyInstance } from 'fastify'
import { sidebarItemsResponseSchema } from '../../domain/category-tree'
import { langQuerySchema } from '../../domain/catalogue-api'
import { cacheCatalogueAnswers } from '../plugins/catalogue-caching'
import { getWithQuery } from './declared-input'

/** Seconds browsers may reuse the tree; the service worker revalidates it network-first. */
const CATEGORY_TREE_MAX_AGE_S = 300

export async function categoryRoutes(app: FastifyInstance) {
  cacheCatalogueAnswers(app, CATEGORY_TREE_MAX_AGE_S)
  getWithQuery(
    app,
    '/category/list/sidebaritems',
    { querystring: langQuerySchema, response: { 200: sidebarItemsResponseSchema } },
    async ({ lang }) => ({ data: { array: await app.catalogue.categoryTree({ lang }) } }),
  )
}
