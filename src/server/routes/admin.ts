import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  adminDashboardSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  type ProviderStatus,
  startOfDayInOslo,
} from '../../domain/admin'
import {
  adminArticleAnswerSchema,
  adminArticleChangeSchema,
  adminArticleParamsSchema,
} from '../../domain/admin-article'
import { langQuerySchema } from '../../domain/catalogue-api'
import { shopSettingsSchema } from '../../domain/settings'
import type { Config } from '../config'
import {
  latestMessages,
  listOrders,
  lowStock,
  ordersSince,
  outboxCount,
} from '../db/repositories/admin-repository'
import { isDatabaseReady } from '../db/repositories/readiness-repository'
import { saveShopSettings } from '../db/repositories/shop-settings-repository'
import {
  adminCategoriesQuerySchema,
  adminCategoriesResponseSchema,
  setFeaturedAnswerSchema,
  setFeaturedQuerySchema,
} from '../../domain/catalogue-api'
import { flattenCategories } from '../../domain/category-tree'
import { setArticleFeatured } from '../db/repositories/articles-repository'
import { HttpError } from '../http-errors'
import { changeArticle } from '../services/article-admin-service'
import { requireAdmin } from '../plugins/auth'
import { type DeclaredRequest, parseDeclared } from './declared-input'
import { adminPagedGet } from './admin-pages'
import { answerNoStore } from './no-store'

const DASHBOARD_ROWS = 5

export async function adminRoutes(
  app: FastifyInstance,
  { config }: { config: Pick<Config, 'svv'> },
) {
  answerNoStore(app)

  app.get(
    '/category/list/admin/sidebaritems',
    {
      schema: {
        querystring: adminCategoriesQuerySchema,
        response: { 200: adminCategoriesResponseSchema },
      },
    },
    async (request) => {
      requireAdmin(request)
      const { lang, page, perPage, search } = parseDeclared(request, 'querystring')
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

  const featured = {
    schema: { querystring: setFeaturedQuerySchema, response: { 200: setFeaturedAnswerSchema } },
  }
  const setFeatured = async (request: FastifyRequest & DeclaredRequest<typeof featured.schema>) => {
    requireAdmin(request)
    const query = parseDeclared(request, 'querystring')
    const changed = await setArticleFeatured(app.database.db, query.articleNumber, query.isFeatured)
    if (changed === 0) {
      throw new HttpError(404, 'NOT_FOUND', `Article ${query.articleNumber} was not found.`)
    }
    return { success: true, articleNumber: query.articleNumber, featured: query.isFeatured }
  }
  app.get('/tecdoc/set-article-featured', featured, setFeatured)
  app.post('/tecdoc/set-article-featured', featured, setFeatured)

  async function providerStatus(): Promise<ProviderStatus[]> {
    const databaseOk = await isDatabaseReady(app.database.db).catch(() => false)
    return [
      { name: 'database', kind: app.database.kind, ok: databaseOk },
      // TecDoc and Statens vegvesen are paid, metered APIs: not called just to show a status.
      {
        name: 'catalogue',
        kind: app.catalogueKind,
        ok: app.catalogueKind === 'embedded' ? databaseOk : null,
      },
      { name: 'registry', kind: config.svv ? 'svv' : 'demo', ok: config.svv ? null : databaseOk },
      { name: 'payments', kind: app.payments.vipps ? 'test, vipps' : 'test', ok: databaseOk },
      { name: 'mail', kind: app.mail.sender.kind, ok: await app.mail.sender.check() },
    ]
  }

  app.get(
    '/admin/dashboard',
    {
      schema: { querystring: langQuerySchema, response: { 200: adminDashboardSchema } },
    },
    async (request) => {
      requireAdmin(request)
      const { lang } = parseDeclared(request, 'querystring')
      const db = app.database.db
      const [today, low, messages, outbox, providers] = await Promise.all([
        ordersSince(db, startOfDayInOslo()),
        lowStock(db, lang, DASHBOARD_ROWS * 2),
        latestMessages(db, DASHBOARD_ROWS),
        outboxCount(db),
        providerStatus(),
      ])
      return { today, lowStock: low, messages, outbox, providers }
    },
  )

  adminPagedGet(
    app,
    '/admin/orders',
    { querystring: adminOrdersQuerySchema, response: { 200: adminOrdersResponseSchema } },
    listOrders,
  )

  app.put(
    '/admin/settings',
    {
      schema: { body: shopSettingsSchema.strict(), response: { 200: shopSettingsSchema } },
    },
    async (request) => {
      requireAdmin(request)
      const settings = parseDeclared(request, 'body')
      return saveShopSettings(app.database.db, settings)
    },
  )

  app.patch(
    '/admin/articles/:articleId',
    {
      schema: {
        params: adminArticleParamsSchema,
        body: adminArticleChangeSchema,
        response: { 200: adminArticleAnswerSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request)
      const { articleId } = parseDeclared(request, 'params')
      const change = parseDeclared(request, 'body')
      return { article: await changeArticle(app.database.db, articleId, change, admin) }
    },
  )
}
