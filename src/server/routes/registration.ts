/**
 * `GET /tecdoc/search-by-registration-number?lang&registrationNumber`: the plate's vehicles
 * from `app.vehicleRegistry`. A plate that is no plate is a 400 `INVALID_REGISTRATION_NUMBER`
 * before any registry call; a plate no car (or no catalogue variant) has is a 404.
 */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { formatRegistrationNumber } from '../../domain/registration'
import { registrationQuerySchema } from '../../domain/registration-schema'
import { registrationAnswerSchema } from '../../domain/vehicle-schema'
import { HttpError } from '../http-errors'
import { vehiclesForRegistration } from '../services/registration-service'
import { cacheCatalogueAnswers } from '../plugins/catalogue-caching'
import { declaredSchema } from './declared-input'

/** Seconds browsers may reuse an answer: a plate changes car rarely, the catalogue seldom. */
const REGISTRATION_MAX_AGE_S = 3600

export async function registrationRoutes(app: FastifyInstance) {
  cacheCatalogueAnswers(app, REGISTRATION_MAX_AGE_S)

  app.get(
    '/tecdoc/search-by-registration-number',
    {
      schema: { querystring: registrationQuerySchema, response: { 200: registrationAnswerSchema } },
    },
    async (request) => {
      const query = declaredSchema(request, 'querystring').safeParse(request.query)
      if (!query.success) {
        // An unknown language stays the usual VALIDATION_ERROR; only the plate has its own code.
        const isPlate = (issue: z.core.$ZodIssue) => issue.path[0] === 'registrationNumber'
        const others = query.error.issues.filter((issue) => !isPlate(issue))
        if (others.length > 0) throw new z.ZodError(others)
        const message = query.error.issues[0]?.message ?? 'Invalid registration number.'
        throw new HttpError(400, 'INVALID_REGISTRATION_NUMBER', message)
      }
      const plate = query.data.registrationNumber
      const answer = await vehiclesForRegistration(app.vehicleRegistry, app.database.db, plate)
      if (!answer) {
        throw new HttpError(
          404,
          'NOT_FOUND',
          `No vehicle with registration number ${formatRegistrationNumber(plate)} was found.`,
        )
      }
      return { status: 200 as const, data: answer }
    },
  )
}
