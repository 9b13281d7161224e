/**
 * `GET /vehicles/fitment?carId&articleIds=1,2,3` → `{ carId, fits }`: which of a listing's
 * articles fit the garage's current vehicle. Read from the shop's own catalogue tables, like
 * the listing's vehicle filter; an unknown carId fits nothing. Cached like other catalogue
 * answers (it changes only with a catalogue update).
 */
import type { FastifyInstance } from 'fastify'
import { fitmentQuerySchema } from '../../domain/vehicle-api'
import { fitmentAnswerSchema } from '../../domain/vehicle-schema'
import { articlesFitting } from '../db/repositories/fitment-repository'
import { catalogueGets } from './declared-input'

const FITMENT_MAX_AGE_S = 3600

export async function fitmentRoutes(app: FastifyInstance) {
  const get = catalogueGets(app, FITMENT_MAX_AGE_S)
  get(
    '/vehicles/fitment',
    { querystring: fitmentQuerySchema, response: { 200: fitmentAnswerSchema } },
    async ({ carId, articleIds }) => ({
      carId,
      fits: await articlesFitting(app.database.read, carId, [...new Set(articleIds)]),
    }),
  )
}
