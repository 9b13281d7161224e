/**
 * The vehicle chain of the catalogue (spec §7 `/tecdoc/{path}`), from `app.catalogue`:
 * - `GET /tecdoc/manufacturers?lang` and `GET /tecdoc/get-brands` → `{ data: Manufacturer[] }`
 * - `GET /tecdoc/models?lang&menuId` → `{ data: { array: ModelSeries[] } }`
 * - `GET /tecdoc/vehicle-ids?lang&menuId&modId` → `number[]` (carIds)
 * - `POST /tecdoc/vehicles {carids, lang}` → `{ data: { array: VehicleVariant[] } }`
 * - `GET /vehicles/variant/:carId?lang` → `{ vehicle: VehicleDetails }` (src/domain/garage.ts):
 *   the variant with its make and model series; an unknown carId is a 404 `VEHICLE_NOT_FOUND`
 */
import type { FastifyInstance } from 'fastify'
import { langQuerySchema } from '../../domain/catalogue-api'
import {
  modelSeriesQuerySchema,
  variantIdsQuerySchema,
  variantParamsSchema,
  variantsBodySchema,
} from '../../domain/vehicle-api'
import type { PackManifest } from '../../domain/offline-pack'
import { HttpError, parseRequest } from '../http-errors'
import { offlinePackManifest } from '../services/offline-pack'
import { variantIdsOfModel, variantsForPicker, vehicleDetails } from '../services/vehicle-service'
import { cacheCatalogueAnswers } from './catalogue-caching'

/** Seconds browsers may reuse vehicle lists; they change only with a catalogue update. */
const VEHICLE_LIST_MAX_AGE_S = 3600

export async function vehicleRoutes(app: FastifyInstance) {
  const manufacturers = async (request: { query: unknown }) => {
    const { lang } = parseRequest(langQuerySchema, request.query)
    return { data: await app.catalogue.manufacturers({ lang }) }
  }
  cacheCatalogueAnswers(app, VEHICLE_LIST_MAX_AGE_S)

  app.get('/tecdoc/manufacturers', manufacturers)
  app.get('/tecdoc/get-brands', manufacturers)

  app.get('/tecdoc/models', async (request) => {
    const { lang, menuId } = parseRequest(modelSeriesQuerySchema, request.query)
    return { data: { array: await app.catalogue.modelSeries({ lang, manuId: menuId }) } }
  })

  app.get('/tecdoc/vehicle-ids', async (request) => {
    const { lang, menuId, modId } = parseRequest(variantIdsQuerySchema, request.query)
    return variantIdsOfModel(app.catalogue, { lang, manuId: menuId, modelId: modId })
  })

  app.post('/tecdoc/vehicles', async (request) => {
    const { lang, carids } = parseRequest(variantsBodySchema, request.body)
    return { data: { array: await variantsForPicker(app.catalogue, { lang, carIds: carids }) } }
  })

  app.get('/vehicles/variant/:carId', async (request) => {
    const { carId } = parseRequest(variantParamsSchema, request.params)
    const { lang } = parseRequest(langQuerySchema, request.query)
    return vehicleDetails(app.catalogue, { lang, carId })
  })

  // The offline pack's list (issue 9 §2), from the shop's own catalogue tables.
  app.get('/vehicles/variant/:carId/offline-pack', async (request): Promise<PackManifest> => {
    const { carId } = parseRequest(variantParamsSchema, request.params)
    const { lang } = parseRequest(langQuerySchema, request.query)
    if (app.catalogueKind !== 'embedded') {
      throw new HttpError(
        501,
        'PACKS_UNAVAILABLE',
        'Offline packs are made from the shop’s own catalogue, not from TecDoc.',
      )
    }
    const manifest = await offlinePackManifest(app.database.db, carId, lang)
    if (!manifest) throw new HttpError(404, 'NOT_FOUND', `Vehicle ${carId} was not found.`)
    return manifest
  })
}
