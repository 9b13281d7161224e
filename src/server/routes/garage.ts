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
import { requireUser } from '../plugins/auth'
import { vehicleHistory } from '../services/buy-again-service'
import { addToAccountGarage, garageOf, removeFromAccountGarage } from '../services/garage-service'
import { parseDeclared } from './declared-input'
import { answerNoStore } from './no-store'

export async function garageRoutes(app: FastifyInstance) {
  const db = () => app.database.db
  app.addHook('onRequest', async (request) => {
    requireUser(request)
  })
  answerNoStore(app)

  const response = { 200: garageListAnswerSchema, 201: garageListAnswerSchema }
  app.get('/garage', { schema: { response } }, async (request) =>
    garageOf(db(), requireUser(request).id),
  )

  app.post(
    '/garage',
    { schema: { body: garageAddBodySchema, response } },
    async (request, reply) => {
      const { id } = requireUser(request)
      const body = parseDeclared(request, 'body')
      return reply.code(201).send(await addToAccountGarage(db(), id, body))
    },
  )

  app.get(
    '/garage/:carId/history',
    {
      schema: {
        params: vehicleHistoryParamsSchema,
        querystring: langQuerySchema,
        response: { 200: vehicleHistoryAnswerSchema },
      },
    },
    async (request) => {
      const { id } = requireUser(request)
      const { carId } = parseDeclared(request, 'params')
      const { lang } = parseDeclared(request, 'querystring')
      return vehicleHistory(db(), id, carId, lang)
    },
  )

  app.delete(
    '/garage/:carId',
    { schema: { params: garageParamsSchema, response } },
    async (request) => {
      const { id } = requireUser(request)
      const { carId } = parseDeclared(request, 'params')
      return removeFromAccountGarage(db(), id, carId)
    },
  )
}
