/**
 * The vehicle chain of the catalogue, from `app.catalogue`: makes → model series (`manuId`)
 * → variant ids (`manuId`, `modelId`) → variants (`POST {carids}`), and one variant with its
 * make and model series (an unknown carId is a 404 `VEHICLE_NOT_FOUND`).
 */
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import { langQuerySchema } from '../../domain/catalogue-api'
import type { Locale } from '../../domain/locale'
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

  /** `GET url` about one variant (`:carId`), in the query's language. */
  const variantGet = <A extends z.ZodType>(
    url: string,
    response: A,
    answer: (variant: { carId: number; lang: Locale }) => Promise<z.input<A>>,
  ) => {
    const schema = {
      params: variantParamsSchema,
      querystring: langQuerySchema,
      response: { 200: response as z.ZodType },
    }
    app.get(url, { schema }, async (request) => {
      const { carId } = parseDeclared(request, 'params')
      const { lang } = parseDeclared(request, 'querystring')
      return answer({ carId, lang })
    })
  }

  variantGet('/vehicles/variant/:carId', vehicleDetailsAnswerSchema, (variant) =>
    vehicleDetails(app.catalogue, variant),
  )

  variantGet(
    '/vehicles/variant/:carId/categories',
    vehicleCategoriesAnswerSchema,
    async (variant) => {
      const db = app.catalogueKind === 'embedded' ? app.database.read : null
      const array = await vehicleCategories({ catalogue: app.catalogue, db }, variant)
      return { data: { array } }
    },
  )

  // The offline pack's list, from the shop's own catalogue tables.
  variantGet(
    '/vehicles/variant/:carId/offline-pack',
    packManifestSchema,
    async ({ carId, lang }) => {
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
    },
  )
}
