/**
 * Search (issue "Catalogue" §4), taking `lang` (`no` default, `en`):
 * - `GET /tecdoc/search?search&page&perPage&featured` → `{ articles, page, perPage, total }`
 * - `GET /tecdoc/suggestions?search` → `{ products (≤ 3), categories: {name, slug}[] (≤ 4) }`
 * Search strings are 2–100 characters (400 otherwise); the ranking is article-search-repository's.
 */
import type { FastifyInstance } from 'fastify'
import { searchQuerySchema, suggestionsQuerySchema } from '../../domain/catalogue-api'
import { searchArticles } from '../db/repositories/article-search-repository'
import { parseRequest } from '../http-errors'
import { suggest } from '../services/article-service'
import { pageAnswer } from './articles'
import { cacheCatalogueAnswers } from './catalogue-caching'

/** Seconds browsers may reuse a search answer: short, results follow stock and prices. */
const SEARCH_MAX_AGE_S = 60

export async function searchRoutes(app: FastifyInstance) {
  const db = () => app.database.db
  cacheCatalogueAnswers(app, SEARCH_MAX_AGE_S)

  app.get('/tecdoc/search', async (request) => {
    const query = parseRequest(searchQuerySchema, request.query)
    return pageAnswer(await searchArticles(db(), query))
  })

  app.get('/tecdoc/suggestions', async (request) => {
    const { search, lang } = parseRequest(suggestionsQuerySchema, request.query)
    return suggest(db(), search, lang)
  })
}
