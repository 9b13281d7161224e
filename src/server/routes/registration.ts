/**
 * `GET /tecdoc/search-by-registration-number?lang&registrationNumber`: the plate's vehicles
 * from `app.vehicleRegistry`. A plate that is no plate is a 400 `INVALID_REGISTRATION_NUMBER`
 * before any registry call; a plate no car (or no catalogue variant) has is a 404.
 */
import type { FastifyInstance } from 'fastify'
import { langQuerySchema } from '../../domain/catalogue-api'
import { formatRegistrationNumber } from '../../domain/registration'
import { registrationNumberSchema } from '../../domain/registration-schema'
import { registrationAnswerSchema } from '../../domain/vehicle-schema'
import { HttpError, parseRequest } from '../http-errors'
import { vehiclesForRegistration } from '../services/registration-service'
import { cacheCatalogueAnswers } from './catalogue-caching'

/** Seconds browsers may reuse an answer: a plate changes car rarely, the catalogue seldom. */
const REGISTRATION_MAX_AGE_S = 3600

export async function registrationRoutes(app: FastifyInstance) {
  cacheCatalogueAnswers(app, REGISTRATION_MAX_AGE_S)

  app.get(
    '/tecdoc/search-by-registration-number',
    { schema: { response: { 200: registrationAnswerSchema } } },
    async (request) => {
      // Only `lang` here: an unknown language stays the usual VALIDATION_ERROR.
      parseRequest(langQuerySchema, request.query)
      const { registrationNumber } = request.query as { registrationNumber?: unknown }
      const plate = registrationNumberSchema.safeParse(registrationNumber)
      if (!plate.success) {
        const message = plate.error.issues[0]?.message ?? 'Invalid registration number.'
        throw new HttpError(400, 'INVALID_REGISTRATION_NUMBER', message)
      }
      const answer = await vehiclesForRegistration(app.vehicleRegistry, app.database.db, plate.data)
      if (!answer) {
        throw new HttpError(
          404,
          'NOT_FOUND',
          `No vehicle with registration number ${formatRegistrationNumber(plate.data)} was found.`,
        )
      }
      return { status: 200 as const, data: answer }
    },
  )
}
