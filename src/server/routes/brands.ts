/** `GET /api/brand/list?lang`: the aftermarket brands. */
import type { FastifyInstance } from 'fastify'
import { brandListAnswerSchema } from '../../domain/article-schema'
import { langQuerySchema } from '../../domain/catalogue-api'
import { listBrands } from '../db/repositories/articles-repository'
import { cacheCatalogueAnswers } from './catalogue-caching'
import { parseDeclared } from './declared-input'

/** Seconds browsers may reuse the brand list; it changes only with a catalogue update. */
const BRAND_LIST_MAX_AGE_S = 3600

export async function brandRoutes(app: FastifyInstance) {
  cacheCatalogueAnswers(app, BRAND_LIST_MAX_AGE_S)

  // `lang` is accepted for the spec's call; brand names are the same in every language.
  app.get(
    '/brand/list',
    { schema: { querystring: langQuerySchema, response: { 200: brandListAnswerSchema } } },
    async (request) => {
      parseDeclared(request, 'querystring')
      return { data: await listBrands(app.database.db) }
    },
  )
}
