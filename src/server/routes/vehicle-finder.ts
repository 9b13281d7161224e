/**
 * The vehicle finder (issue 5 §2; spec §4, §7 getVehicleByVin, getYears, getMakes,
 * getModels, getVehicles), read from the shop's own catalogue tables:
 * - `GET /vehicles/by-vin?vin&lang` → `{ status: 200, data: VehicleByVin }`; a malformed VIN
 *   answers 400 `INVALID_VIN`, an unknown maker 404 'unable to find vehicle by VIN'
 * - `GET /vehicles/years?lang` → `{ data: number[] }`, newest first
 * - `GET /vehicles/makes?year&lang` → `{ data: Manufacturer[] }` with a variant built that year
 * - `GET /vehicles/models?year&manuId&lang` → `{ data: ModelSeries[] }` built that year
 * - `GET /vehicles/engines?year&modelId&lang` → `{ data: VehicleVariant[] }` built that year
 * Unknown ids answer 404, malformed parameters 400 (`src/domain/vehicle-api.ts`).
 */
import type { FastifyInstance } from 'fastify'
import { langQuerySchema } from '../../domain/catalogue-api'
import {
  enginesByYearQuerySchema,
  makesByYearQuerySchema,
  modelsByYearQuerySchema,
  vinQuerySchema,
} from '../../domain/vehicle-api'
import { parseRequest } from '../http-errors'
import {
  constructionYears,
  enginesBuiltIn,
  makesBuiltIn,
  modelsBuiltIn,
  vehicleByVin,
} from '../services/vehicle-finder'
import { cacheCatalogueAnswers } from './catalogue-caching'

/** Seconds browsers may reuse finder answers; they change only with a catalogue update. */
const FINDER_MAX_AGE_S = 3600

export async function vehicleFinderRoutes(app: FastifyInstance) {
  const db = () => app.database.db
  cacheCatalogueAnswers(app, FINDER_MAX_AGE_S)

  app.get('/vehicles/by-vin', async (request) => {
    const { vin } = parseRequest(vinQuerySchema, request.query)
    return { status: 200, data: await vehicleByVin(db(), vin, new Date()) }
  })

  app.get('/vehicles/years', async (request) => {
    parseRequest(langQuerySchema, request.query)
    return { data: await constructionYears(db(), new Date()) }
  })

  app.get('/vehicles/makes', async (request) => {
    const { year } = parseRequest(makesByYearQuerySchema, request.query)
    return { data: await makesBuiltIn(db(), year) }
  })

  app.get('/vehicles/models', async (request) => {
    const { year, manuId } = parseRequest(modelsByYearQuerySchema, request.query)
    return { data: await modelsBuiltIn(db(), { manuId, year }) }
  })

  app.get('/vehicles/engines', async (request) => {
    const { year, modelId } = parseRequest(enginesByYearQuerySchema, request.query)
    return { data: await enginesBuiltIn(db(), { modelId, year }) }
  })
}
