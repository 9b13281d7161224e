/**
 * Search, taking `lang` (`no` default, `en`):
 * - `GET /tecdoc/search?search&page&perPage&featured&prefer_vehicle` → `{ articles, page, perPage,
 *   total, vehicle? }` (`vehicle`: the car the words named; `prefer_vehicle`: a carId ranked first)
 * - `GET /tecdoc/suggestions?search` → `{ products (≤ 3), categories: {name, slug}[] (≤ 4) }`
 * Search strings are 2–100 characters (400 otherwise); the ranking is article-search-repository's.
 * Filters, sorts and facets as for every listing (src/domain/listing.ts). With a provider
 * catalogue (TecDoc) search goes to the provider, by number only.
 */
import type { FastifyInstance } from 'fastify'
import { articlePageSchema, suggestionsAnswerSchema } from '../../domain/article-schema'
import { searchQuerySchema, suggestionsQuerySchema } from '../../domain/catalogue-api'
import { searchArticles } from '../db/repositories/article-search-repository'
import { suggest } from '../services/article-service'
import { listRequest, pageAnswer } from './articles'
import { catalogueGets } from './declared-input'

/** Seconds browsers may reuse a search answer: short, results follow stock and prices. */
const SEARCH_MAX_AGE_S = 60

export async function searchRoutes(app: FastifyInstance) {
  const db = () => app.database.read
  const get = catalogueGets(app, SEARCH_MAX_AGE_S)

  get(
    '/tecdoc/search',
    { querystring: searchQuerySchema, response: { 200: articlePageSchema } },
    async (query) => {
      if (app.catalogueKind === 'tecdoc') {
        // A provider searches by number only (article, OE, EAN), without filters.
        const { lang, page, perPage, search } = query
        const found = await app.catalogue.searchByNumber({ lang, page, perPage, number: search })
        return { articles: found.items, page, perPage, total: found.total }
      }
      const listing = { ...listRequest(query), featuredOnly: query.featured ?? false }
      const request = { ...listing, search: query.search, preferCar: query.prefer_vehicle }
      return pageAnswer(await searchArticles(db(), request))
    },
  )

  get(
    '/tecdoc/suggestions',
    { querystring: suggestionsQuerySchema, response: { 200: suggestionsAnswerSchema } },
    ({ search, lang }) => suggest(db(), search, lang),
  )
}
