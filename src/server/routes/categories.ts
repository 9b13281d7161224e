/**
 * `GET /api/category/list/sidebaritems?lang`: the catalogue's category tree
 * (`app.catalogue`) as `data.data.array`.
 */
import type { FastifyInstance } from 'fastify'
import { sidebarItemsResponseSchema } from '../../domain/category-tree'
import { langQuerySchema } from '../../domain/catalogue-api'
import { catalogueGets } from './declared-input'

/** Seconds browsers may reuse the tree; the service worker revalidates it network-first. */
const CATEGORY_TREE_MAX_AGE_S = 300

export async function categoryRoutes(app: FastifyInstance) {
  const get = catalogueGets(app, CATEGORY_TREE_MAX_AGE_S)
  get(
    '/category/list/sidebaritems',
    { querystring: langQuerySchema, response: { 200: sidebarItemsResponseSchema } },
    async ({ lang }) => ({ data: { array: await app.catalogue.categoryTree({ lang }) } }),
  )
}
