/** `GET /api/brand/list?lang`: the aftermarket brands. */
import type { FastifyInstance } from 'fastify'
import { brandListAnswerSchema } from '../../domain/article-schema'
import { langQuerySchema } from '../../domain/catalogue-api'
import { listBrands } from '../db/repositories/articles-repository'
import { catalogueGets } from './declared-input'

/** Seconds browsers may reuse the brand list; it changes only with a catalogue update. */
const BRAND_LIST_MAX_AGE_S = 3600

export async function brandRoutes(app: FastifyInstance) {
  const get = catalogueGets(app, BRAND_LIST_MAX_AGE_S)

  // `lang` is accepted for the spec's call; brand names are the same in every language.
  get(
    '/brand/list',
    { querystring: langQuerySchema, response: { 200: brandListAnswerSchema } },
    async () => ({ data: await listBrands(app.database.read) }),
  )
}
