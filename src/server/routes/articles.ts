import type { FastifyInstance } from 'fastify'
import {
  articleByNumberAnswerSchema,
  articlePageSchema,
  featuredArticlesAnswerSchema,
  productAnswerSchema,
} from '../../domain/article-schema'
import { categoryIds, findCategory, sidebarItemsResponseSchema } from '../../domain/category-tree'
import {
  articleNumberQuerySchema,
  type ListingPageQuery,
  productItemBodySchema,
  productItemQuerySchema,
  productsListingQuerySchema,
  targetIdsQuerySchema,
  langQuerySchema,
} from '../../domain/catalogue-api'
import { listingFilters } from '../../domain/listing'
import type { Locale } from '../../domain/locale'
import {
  listArticles,
  listArticlesForVehicle,
  vehicleExists,
} from '../db/repositories/articles-repository'
import { HttpError } from '../http-errors'
import type { Listing } from '../db/repositories/article-listing'
import { findProductAnswer, listCategory } from '../services/article-service'
import { catalogueGets, parseDeclared } from './declared-input'

const ARTICLE_MAX_AGE_S = 300
const FEATURED_LIMIT = 12

const notFound = (what: string) => new HttpError(404, 'NOT_FOUND', `${what} was not found.`)

export function listRequest(query: ListingPageQuery) {
  const { lang, page, perPage, sort, facets = false } = query
  return { lang, page, perPage, sort, facets, filters: listingFilters(query) }
}

export function pageAnswer({ items, facets, ...rest }: Listing) {
  return { articles: items, ...rest, ...(facets && { filters: facets }) }
}

export async function articleRoutes(app: FastifyInstance) {
  const db = () => app.database.read
  const get = catalogueGets(app, ARTICLE_MAX_AGE_S)

  get(
    '/tecdoc/get-product-by-article-number',
    { querystring: articleNumberQuerySchema, response: { 200: articleByNumberAnswerSchema } },
    async ({ lang, articleNumber }) => {
      const article = await app.catalogue.articleByNumber({ lang, articleNumber })
      if (!article) throw notFound(`Article number ${articleNumber}`)
      return { status: 200 as const, data: article, price: article.price - article.discount }
    },
  )

  const productAnswer = async (id: number | string, lang: Locale) => {
    const answer = await findProductAnswer(db(), id, lang)
    if (!answer) throw notFound(`Product ${id}`)
    return answer
  }

  app.post(
    '/product/item',
    { schema: { body: productItemBodySchema, response: { 200: productAnswerSchema } } },
    async (request) => {
      const { id, lang } = parseDeclared(request, 'body')
      return productAnswer(id, lang)
    },
  )

  // A GET that caches and offline packs can keep; a number alone cannot say whether it is an id.
  get(
    '/product/item',
    { querystring: productItemQuerySchema, response: { 200: productAnswerSchema } },
    (query) => productAnswer('id' in query ? query.id : query.articleNumber, query.lang),
  )

  get(
    '/tecdoc/get-products',
    { querystring: productsListingQuerySchema, response: { 200: articlePageSchema } },
    async ({ category, ...query }) => {
      const listing = await listCategory(db(), category, (partTypeIds) =>
        listArticles(db(), { ...listRequest(query), partTypeIds, withGeneration: true }),
      )
      if (!listing) throw notFound(`Category ${category}`)
      return pageAnswer(listing)
    },
  )

  // Always revalidated (a cheap 304 while unchanged): an admin's new mark shows at once.
  app.get(
    '/tecdoc/get-feature-products',
    {
      config: { maxAgeSeconds: 0 },
      schema: { querystring: langQuerySchema, response: { 200: featuredArticlesAnswerSchema } },
    },
    async (request) => {
      const { lang } = parseDeclared(request, 'querystring')
      return { articles: await app.catalogue.featuredArticles({ lang, limit: FEATURED_LIMIT }) }
    },
  )

  get(
    '/tecdoc/get-products-by-target-ids',
    { querystring: targetIdsQuerySchema, response: { 200: articlePageSchema } },
    async ({ engine, category, ...query }) => {
      if (app.catalogueKind === 'tecdoc') return articlesForVariantFromPort(engine, category, query)
      // Whether the vehicle exists is asked only when nothing was found: a listing with parts
      // proves it.
      const unknownVehicle = async () => !(await vehicleExists(db(), engine))
      const found = await listCategory(db(), category, (partTypeIds) =>
        listArticlesForVehicle(db(), {
          ...listRequest(query),
          carId: engine,
          partTypeIds,
          withGeneration: true,
        }),
      )
      if (!found) {
        if (await unknownVehicle()) throw notFound(`Vehicle ${engine}`)
        throw notFound(`Category ${category}`)
      }
      if (found.total === 0 && (await unknownVehicle())) throw notFound(`Vehicle ${engine}`)
      return pageAnswer(found)
    },
  )

  async function articlesForVariantFromPort(
    carId: number,
    category: string | undefined,
    { lang, page, perPage }: ListingPageQuery,
  ) {
    const [variant] = await app.catalogue.variantsByIds({ lang, carIds: [carId] })
    if (!variant) throw notFound(`Vehicle ${carId}`)
    const tree = await app.catalogue.categoryTree({ lang })
    const node = category ? findCategory(tree, category) : undefined
    if (category && !node) throw notFound(`Category ${category}`)
    const found = await app.catalogue.articlesForVariant({
      lang,
      page,
      perPage,
      vehicle: { carId },
      categoryIds: categoryIds(node ? [node] : tree),
    })
    return { articles: found.items, page, perPage, total: found.total }
  }

  get(
    '/tecdoc/get-categories',
    { querystring: langQuerySchema, response: { 200: sidebarItemsResponseSchema } },
    async ({ lang }) => ({ data: { array: await app.catalogue.categoryTree({ lang }) } }),
  )
}
