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
import { packManifestSchema } from '../../domain/offline-pack-schema'
import {
  manufacturersAnswerSchema,
  modelSeriesAnswerSchema,
  variantIdsAnswerSchema,
  variantsAnswerSchema,
  vehicleCategoriesAnswerSchema,
  vehicleDetailsAnswerSchema,
} from '../../domain/vehicle-schema'
import { HttpError } from '../http-errors'
import { offlinePackManifest } from '../services/offline-pack'
import {
  variantIdsOfModel,
  variantsForPicker,
  vehicleCategories,
  vehicleDetails,
} from '../services/vehicle-service'
import { catalogueGets, parseDeclared } from './declared-input'

/** Seconds browsers may reuse vehicle lists; they change only with a catalogue update. */
const VEHICLE_LIST_MAX_AGE_S = 3600

export async function vehicleRoutes(app: FastifyInstance) {
  const get = catalogueGets(app, VEHICLE_LIST_MAX_AGE_S)

  for (const url of ['/tecdoc/manufacturers', '/tecdoc/get-brands']) {
    get(
      url,
      { querystring: langQuerySchema, response: { 200: manufacturersAnswerSchema } },
      async ({ lang }) => ({ data: await app.catalogue.manufacturers({ lang }) }),
    )
  }

  get(
    '/tecdoc/models',
    { querystring: modelSeriesQuerySchema, response: { 200: modelSeriesAnswerSchema } },
    async ({ lang, manuId }) => ({
      data: { array: await app.catalogue.modelSeries({ lang, manuId }) },
    }),
  )

  get(
    '/tecdoc/vehicle-ids',
    { querystring: variantIdsQuerySchema, response: { 200: variantIdsAnswerSchema } },
    (query) => variantIdsOfModel(app.catalogue, query),
  )

  app.post(
    '/tecdoc/vehicles',
    { schema: { body: variantsBodySchema, response: { 200: variantsAnswerSchema } } },
    async (request) => {
      const { lang, carids } = parseDeclared(request, 'body')
      return { data: { array: await variantsForPicker(app.catalogue, { lang, carIds: carids }) } }
    },
  )

  app.get(
    '/vehicles/variant/:carId',
    {
      schema: {
        params: variantParamsSchema,
        querystring: langQuerySchema,
        response: { 200: vehicleDetailsAnswerSchema },
      },
    },
    async (request) => {
      const { carId } = parseDeclared(request, 'params')
      const { lang } = parseDeclared(request, 'querystring')
      return vehicleDetails(app.catalogue, { lang, carId })
    },
  )

  app.get(
    '/vehicles/variant/:carId/categories',
    {
      schema: {
        params: variantParamsSchema,
        querystring: langQuerySchema,
        response: { 200: vehicleCategoriesAnswerSchema },
      },
    },
    async (request) => {
      const { carId } = parseDeclared(request, 'params')
      const { lang } = parseDeclared(request, 'querystring')
      const db = app.catalogueKind === 'embedded' ? app.database.read : null
      const array = await vehicleCategories({ catalogue: app.catalogue, db }, { lang, carId })
      return { data: { array } }
    },
  )

  // The offline pack's list, from the shop's own catalogue tables.
  const pack = {
    schema: {
      params: variantParamsSchema,
      querystring: langQuerySchema,
      response: { 200: packManifestSchema },
    },
  }
  app.get('/vehicles/variant/:carId/offline-pack', pack, async (request) => {
    const { carId } = parseDeclared(request, 'params')
    const { lang } = parseDeclared(request, 'querystring')
    if (app.catalogueKind !== 'embedded') {
      throw new HttpError(
        501,
        'PACKS_UNAVAILABLE',
        'Offline packs are made from the shop’s own catalogue, not from TecDoc.',
      )
    }
    const manifest = await offlinePackManifest(app.database.read, carId, lang)
    if (!manifest) throw new HttpError(404, 'NOT_FOUND', `Vehicle ${carId} was not found.`)
    return manifest
  })
}
