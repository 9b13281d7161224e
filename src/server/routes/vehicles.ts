/**
 * The vehicle chain of the catalogue, from `app.catalogue`: makes → model series (`manuId`)
 * → variant ids (`manuId`, `modelId`) → variants (`POST {carids}`), and one variant with its
 * make and model series (an unknown carId is a 404 `VEHICLE_NOT_FOUND`).
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
import {
  manufacturersAnswerSchema,
  modelSeriesAnswerSchema,
  variantIdsAnswerSchema,
  variantsAnswerSchema,
  vehicleDetailsAnswerSchema,
} from '../../domain/vehicle-schema'
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

  const makes = { schema: { response: { 200: manufacturersAnswerSchema } } }
  app.get('/tecdoc/manufacturers', makes, manufacturers)
  app.get('/tecdoc/get-brands', makes, manufacturers)

  app.get(
    '/tecdoc/models',
    { schema: { response: { 200: modelSeriesAnswerSchema } } },
    async (request) => {
      const { lang, manuId } = parseRequest(modelSeriesQuerySchema, request.query)
      return { data: { array: await app.catalogue.modelSeries({ lang, manuId }) } }
    },
  )

  app.get(
    '/tecdoc/vehicle-ids',
    { schema: { response: { 200: variantIdsAnswerSchema } } },
    async (request) => {
      const query = parseRequest(variantIdsQuerySchema, request.query)
      return variantIdsOfModel(app.catalogue, query)
    },
  )

  app.post(
    '/tecdoc/vehicles',
    { schema: { response: { 200: variantsAnswerSchema } } },
    async (request) => {
      const { lang, carids } = parseRequest(variantsBodySchema, request.body)
      return { data: { array: await variantsForPicker(app.catalogue, { lang, carIds: carids }) } }
    },
  )

  app.get(
    '/vehicles/variant/:carId',
    { schema: { response: { 200: vehicleDetailsAnswerSchema } } },
    async (request) => {
      const { carId } = parseRequest(variantParamsSchema, request.params)
      const { lang } = parseRequest(langQuerySchema, request.query)
      return vehicleDetails(app.catalogue, { lang, carId })
    },
  )

  // The offline pack's list, from the shop's own catalogue tables.
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
