/**
 * The vehicle chain of the catalogue (spec §7 `/tecdoc/{path}`):
 * - `GET /tecdoc/manufacturers?lang` and `GET /tecdoc/get-brands` → `{ data: Manufacturer[] }`
 * - `GET /tecdoc/models?lang&menuId` → `{ data: { array: ModelSeries[] } }`
 * - `GET /tecdoc/vehicle-ids?lang&menuId&modId` → `number[]` (carIds)
 * - `POST /tecdoc/vehicles {carids, lang}` → `{ data: { array: VehicleVariant[] } }`
 */
import type { FastifyInstance } from 'fastify'
import { langQuerySchema } from '../../domain/locale'
import {
  modelSeriesQuerySchema,
  variantIdsQuerySchema,
  variantsBodySchema,
} from '../../domain/vehicle-api'
import {
  listManufacturers,
  listModelSeries,
  listVariantIds,
  listVariantsByIds,
} from '../db/repositories/vehicles-repository'
import { parseRequest } from '../http-errors'
import { cacheCatalogueAnswers } from './catalogue-caching'

/** Seconds browsers may reuse vehicle lists; they change only with a catalogue update. */
const VEHICLE_LIST_MAX_AGE_S = 3600

export async function vehicleRoutes(app: FastifyInstance) {
  const db = () => app.database.db
  const manufacturers = async (request: { query: unknown }) => {
    parseRequest(langQuerySchema, request.query)
    return { data: await listManufacturers(db()) }
  }
  cacheCatalogueAnswers(app, VEHICLE_LIST_MAX_AGE_S)

  app.get('/tecdoc/manufacturers', manufacturers)
  app.get('/tecdoc/get-brands', manufacturers)

  app.get('/tecdoc/models', async (request) => {
    const { menuId } = parseRequest(modelSeriesQuerySchema, request.query)
    return { data: { array: await listModelSeries(db(), menuId) } }
  })

  app.get('/tecdoc/vehicle-ids', async (request) => {
    const { menuId, modId } = parseRequest(variantIdsQuerySchema, request.query)
    return listVariantIds(db(), menuId, modId)
  })

  app.post('/tecdoc/vehicles', async (request) => {
    const { carids } = parseRequest(variantsBodySchema, request.body)
    return { data: { array: await listVariantsByIds(db(), carids) } }
  })
}
