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
import { cacheCatalogueAnswers } from './catalogue-caching'
import { parseDeclared } from './declared-input'

/** Seconds browsers may reuse finder answers; they change only with a catalogue update. */
const FINDER_MAX_AGE_S = 3600

export async function vehicleFinderRoutes(app: FastifyInstance) {
  const db = () => app.database.db
  cacheCatalogueAnswers(app, FINDER_MAX_AGE_S)

  app.get(
    '/vehicles/by-vin',
    { schema: { querystring: vinQuerySchema, response: { 200: vinAnswerSchema } } },
    async (request) => {
      const { vin } = parseDeclared(request, 'querystring')
      return { status: 200 as const, data: await vehicleByVin(db(), vin, new Date()) }
    },
  )

  app.get(
    '/vehicles/years',
    { schema: { querystring: langQuerySchema, response: { 200: yearsAnswerSchema } } },
    async (request) => {
      parseDeclared(request, 'querystring')
      return { data: await constructionYears(db(), new Date()) }
    },
  )

  app.get(
    '/vehicles/makes',
    { schema: { querystring: makesByYearQuerySchema, response: { 200: makesAnswerSchema } } },
    async (request) => {
      const { year } = parseDeclared(request, 'querystring')
      return { data: await makesBuiltIn(db(), year) }
    },
  )

  app.get(
    '/vehicles/models',
    { schema: { querystring: modelsByYearQuerySchema, response: { 200: modelsAnswerSchema } } },
    async (request) => {
      const { year, manuId } = parseDeclared(request, 'querystring')
      return { data: await modelsBuiltIn(db(), { manuId, year }) }
    },
  )

  app.get(
    '/vehicles/engines',
    { schema: { querystring: enginesByYearQuerySchema, response: { 200: enginesAnswerSchema } } },
    async (request) => {
      const { year, modelId } = parseDeclared(request, 'querystring')
      return { data: await enginesBuiltIn(db(), { modelId, year }) }
    },
  )
}
