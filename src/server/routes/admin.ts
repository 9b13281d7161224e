/**
 * Administration (spec §1 "an admin listing of categories", §7; issue 8 §6), ADMIN only — no
 * token is a 401, a customer's token a 403 — and never cached:
 * - `GET /category/list/admin/sidebaritems?page&perPage&lang&search` → `{ data: { array,
 *   page, perPage, total } }`: the category tree flattened (parents before children), filtered
 *   by a name or slug containing `search`, one page of it;
 * - `GET|POST /tecdoc/set-article-featured?articleNumber&isFeatured=1|0` → `{ success,
 *   articleNumber, featured }`: shows or hides an article among the front page's featured
 *   products (the spec has it as a GET; POST is accepted too, as a change should be). The flag
 *   lives in the shop's own `articles` table, which also feeds the TecDoc adapter's featured list.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  type AdminCategoriesResponse,
  adminCategoriesQuerySchema,
  setFeaturedQuerySchema,
} from '../../domain/catalogue-api'
import { flattenCategories } from '../../domain/category-tree'
import { setArticleFeatured } from '../db/repositories/articles-repository'
import { HttpError, parseRequest } from '../http-errors'
import { requireAdmin } from '../plugins/auth'

export async function adminRoutes(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store')
    return payload
  })

  app.get(
    '/category/list/admin/sidebaritems',
    async (request): Promise<AdminCategoriesResponse> => {
      requireAdmin(request)
      const { lang, page, perPage, search } = parseRequest(
        adminCategoriesQuerySchema,
        request.query,
      )
      const needle = search?.toLocaleLowerCase('nb')
      const all = flattenCategories(await app.catalogue.categoryTree({ lang })).filter(
        ({ node }) =>
          !needle ||
          node.name.toLocaleLowerCase('nb').includes(needle) ||
          node.slug.includes(needle),
      )
      const array = all
        .slice((page - 1) * perPage, page * perPage)
        .map(({ node, parent, depth }) => ({
          name: node.name,
          slug: node.slug,
          parent,
          depth,
          partTypes: node.value.length,
        }))
      return { data: { array, page, perPage, total: all.length } }
    },
  )

  const setFeatured = async (request: FastifyRequest) => {
    requireAdmin(request)
    const query = parseRequest(setFeaturedQuerySchema, request.query)
    const changed = await setArticleFeatured(app.database.db, query.articleNumber, query.isFeatured)
    if (changed === 0) {
      throw new HttpError(404, 'NOT_FOUND', `Article ${query.articleNumber} was not found.`)
    }
    return { success: true, articleNumber: query.articleNumber, featured: query.isFeatured }
  }
  app.get('/tecdoc/set-article-featured', setFeatured)
  app.post('/tecdoc/set-article-featured', setFeatured)
}
