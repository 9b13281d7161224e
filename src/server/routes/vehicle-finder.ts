/**
 * The vehicle finder, read from the shop's own catalogue tables: a VIN (400 `INVALID_VIN`
 * when malformed, 404 for an unknown maker), and year → make → model → engine, each list
 * of what was built that year. Unknown ids answer 404, malformed parameters 400.
 */
import type { FastifyInstance } from 'fastify'
import { langQuerySchema } from '../../domain/catalogue-api'
import {
  enginesByYearQuerySchema,
  makesByYearQuerySchema,
  modelsByYearQuerySchema,
  vinQuerySchema,
} from '../../domain/vehicle-api'
import {
  enginesAnswerSchema,
  makesAnswerSchema,
  modelsAnswerSchema,
  vinAnswerSchema,
  yearsAnswerSchema,
} from '../../domain/vehicle-schema'
import {
  constructionYears,
  enginesBuiltIn,
  makesBuiltIn,
  modelsBuiltIn,
  vehicleByVin,
} from '../services/vehicle-finder'
import { catalogueGets } from './declared-input'

/** Seconds browsers may reuse finder answers; they change only with a catalogue update. */
const FINDER_MAX_AGE_S = 3600

export async function vehicleFinderRoutes(app: FastifyInstance) {
  const db = () => app.database.read
  const get = catalogueGets(app, FINDER_MAX_AGE_S)

  get(
    '/vehicles/by-vin',
    { querystring: vinQuerySchema, response: { 200: vinAnswerSchema } },
    async ({ vin }) => ({ status: 200 as const, data: await vehicleByVin(db(), vin, new Date()) }),
  )

  get(
    '/vehicles/years',
    { querystring: langQuerySchema, response: { 200: yearsAnswerSchema } },
    async () => ({ data: await constructionYears(db(), new Date()) }),
  )

  get(
    '/vehicles/makes',
    { querystring: makesByYearQuerySchema, response: { 200: makesAnswerSchema } },
    async ({ year }) => ({ data: await makesBuiltIn(db(), year) }),
  )

  get(
    '/vehicles/models',
    { querystring: modelsByYearQuerySchema, response: { 200: modelsAnswerSchema } },
    async ({ year, manuId }) => ({ data: await modelsBuiltIn(db(), { manuId, year }) }),
  )

  get(
    '/vehicles/engines',
    { querystring: enginesByYearQuerySchema, response: { 200: enginesAnswerSchema } },
    async ({ year, modelId }) => ({ data: await enginesBuiltIn(db(), { modelId, year }) }),
  )
}
