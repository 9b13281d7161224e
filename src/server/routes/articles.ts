/**
 * Articles of the catalogue (spec §7), all taking `lang` (`no` default, `en`):
 * - `GET /tecdoc/get-product-by-article-number?articleNumber` → `{ status, data, price }`
 * - `POST /product/item {id, lang}` → `{ product }`
 * - `GET /tecdoc/get-products?page&perPage` → `{ articles, page, perPage, total }`
 * - `GET /tecdoc/get-feature-products` → `{ articles }`
 * - `GET /tecdoc/set-article-featured?articleNumber&isFeatured` → 401 until accounts exist
 * - `GET /tecdoc/get-products-by-target-ids?engine&category?&page&perPage` → a page
 * - `GET /tecdoc/get-categories` → `{ data: { array } }`
 */
import type { FastifyInstance } from 'fastify'
import { normalizePartNumber } from '../../domain/article-number'
import {
  articleNumberQuerySchema,
  productItemBodySchema,
  productsQuerySchema,
  targetIdsQuerySchema,
} from '../../domain/catalogue-api'
import { langQuerySchema } from '../../domain/locale'
import {
  findArticleByNumber,
  listArticles,
  listArticlesForVehicle,
  listFeaturedArticles,
  vehicleExists,
} from '../db/repositories/articles-repository'
import { HttpError, parseRequest } from '../http-errors'
import type { Article, Page } from '../providers/catalogue/catalogue-port'
import { categoryPartTypeIds, findProduct } from '../services/article-service'
import { sidebarItems } from '../services/category-service'
import { cacheCatalogueAnswers } from './catalogue-caching'

/** Seconds browsers may reuse an article answer; ETags make revalidation cheap after that. */
const ARTICLE_MAX_AGE_S = 300
/** How many articles the front page features. */
const FEATURED_LIMIT = 12

const notFound = (what: string) => new HttpError(404, 'NOT_FOUND', `${what} was not found.`)

/** The spec's paged listing shape. */
export function pageAnswer({ items, page, perPage, total }: Page<Article>) {
  return { articles: items, page, perPage, total }
}

export async function articleRoutes(app: FastifyInstance) {
  const db = () => app.database.db
  cacheCatalogueAnswers(app, ARTICLE_MAX_AGE_S)

  app.get('/tecdoc/get-product-by-article-number', async (request) => {
    const { lang, articleNumber } = parseRequest(articleNumberQuerySchema, request.query)
    const article = await findArticleByNumber(db(), normalizePartNumber(articleNumber), lang)
    if (!article) throw notFound(`Article number ${articleNumber}`)
    return { status: 200, data: article, price: article.price - article.discount }
  })

  app.post('/product/item', async (request) => {
    const { id, lang } = parseRequest(productItemBodySchema, request.body)
    const product = await findProduct(db(), id, lang)
    if (!product) throw notFound(`Product ${id}`)
    return { product }
  })

  app.get('/tecdoc/get-products', async (request) => {
    const query = parseRequest(productsQuerySchema, request.query)
    return pageAnswer(await listArticles(db(), query))
  })

  app.get('/tecdoc/get-feature-products', async (request) => {
    const { lang } = parseRequest(langQuerySchema, request.query)
    return { articles: await listFeaturedArticles(db(), FEATURED_LIMIT, lang) }
  })

  // Changes data through a GET (as the spec has it), so only an administrator may call it;
  // until the accounts issue adds sign-in, nobody can.
  app.get('/tecdoc/set-article-featured', async () => {
    throw new HttpError(401, 'UNAUTHORIZED', 'Sign in as an administrator to feature articles.')
  })

  app.get('/tecdoc/get-products-by-target-ids', async (request) => {
    const { engine, category, ...query } = parseRequest(targetIdsQuerySchema, request.query)
    if (!(await vehicleExists(db(), engine))) throw notFound(`Vehicle ${engine}`)
    const partTypeIds = category ? await categoryPartTypeIds(db(), category) : undefined
    if (partTypeIds === null) throw notFound(`Category ${category}`)
    return pageAnswer(await listArticlesForVehicle(db(), { ...query, carId: engine, partTypeIds }))
  })

  app.get('/tecdoc/get-categories', async (request) => {
    const { lang } = parseRequest(langQuerySchema, request.query)
    return sidebarItems(app.database, lang)
  })
}
