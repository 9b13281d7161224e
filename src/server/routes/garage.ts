/**
 * The signed-in user's garage, every call with a token (401 `UNAUTHORIZED`
 * without one, before the body is read):
 * - `GET /garage` → `{ items: GarageVehicle[] }`, newest first
 * - `POST /garage {carId, year?}` → 201 and the list afterwards; an unknown carId is a 404
 *   `VEHICLE_NOT_FOUND`; a vehicle already kept moves first (and takes the new year if given)
 * - `DELETE /garage/:carId` → the list afterwards, also when it was not kept
 * - `GET /garage/:carId/history?lang` → `{ lines }`: the parts this user bought with the vehicle
 *   chosen, newest order first, each with today's article (empty for a vehicle never chosen)
 * Names come from the catalogue, never from the client (the body schema refuses extra
 * fields). Answers are private and never cached.
 */
import type { FastifyInstance } from 'fastify'
import {
  garageAddBodySchema,
  garageListAnswerSchema,
  garageParamsSchema,
} from '../../domain/garage-schema'
import { vehicleHistoryAnswerSchema, vehicleHistoryParamsSchema } from '../../domain/buy-again'
import { langQuerySchema } from '../../domain/catalogue-api'
import { vehicleHistory } from '../services/buy-again-service'
import { addToAccountGarage, garageOf, removeFromAccountGarage } from '../services/garage-service'
import { personalRoutes } from './personal-routes'

export async function garageRoutes(app: FastifyInstance) {
  const route = personalRoutes(app)
  const response = { 200: garageListAnswerSchema, 201: garageListAnswerSchema }
  route('get', '/garage', { response }, async ({ db, userId }) => garageOf(db, userId))

  route(
    'post',
    '/garage',
    { body: garageAddBodySchema, response },
    async ({ db, userId, body }, reply) =>
      reply.code(201).send(await addToAccountGarage(db, userId, body)),
  )

  route(
    'get',
    '/garage/:carId/history',
    {
      params: vehicleHistoryParamsSchema,
      querystring: langQuerySchema,
      response: { 200: vehicleHistoryAnswerSchema },
    },
    async ({ db, userId, params, query }) => vehicleHistory(db, userId, params.carId, query.lang),
  )

  route(
    'delete',
    '/garage/:carId',
    { params: garageParamsSchema, response },
    async ({ db, userId, params }) => removeFromAccountGarage(db, userId, params.carId),
  )
}
