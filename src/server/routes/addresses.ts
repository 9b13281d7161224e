/**
 * The address book, the signed-in customer's own, never cached:
 * - `GET /address` → `{ data: { addressDetails } }`, the default first
 * - `POST /address/add` → 201 `{ address: { addressDetails: [address] } }`
 * - `GET /address/default/address` → `{ address }` (404 without addresses)
 * - `GET /address/:id` → `{ address }`; `PUT /address/:id` → `{ address }`
 * - `DELETE /address/delete/:id` → `{ success: true }`
 * Another customer's address id is a 404, as an unknown one.
 */
import type { FastifyInstance } from 'fastify'
import {
  addressAddedAnswerSchema,
  addressAnswerSchema,
  addressBookEntrySchema,
  addressIdParamsSchema,
  addressListAnswerSchema,
} from '../../domain/address-schema'
import { successAnswerSchema } from '../../domain/account'
import { requireUser } from '../plugins/auth'
import {
  addAddress,
  defaultAddress,
  editAddress,
  getAddress,
  listAddresses,
  removeAddress,
} from '../services/address-service'
import { parseDeclared } from './declared-input'
import { answerNoStore } from './no-store'

/** Bodies are a few hundred bytes; 16 KB is plenty. */
const ADDRESS_BODY_LIMIT = 16 * 1024

export async function addressRoutes(app: FastifyInstance) {
  const db = () => app.database.db
  answerNoStore(app)

  app.get(
    '/address',
    { schema: { response: { 200: addressListAnswerSchema } } },
    async (request) => {
      const user = requireUser(request)
      return { data: { addressDetails: await listAddresses(db(), user.id) } }
    },
  )

  app.post(
    '/address/add',
    {
      bodyLimit: ADDRESS_BODY_LIMIT,
      schema: { body: addressBookEntrySchema, response: { 201: addressAddedAnswerSchema } },
    },
    async (request, reply) => {
      const user = requireUser(request)
      const entry = parseDeclared(request, 'body')
      const address = await addAddress(db(), user.id, entry)
      return reply.code(201).send({ address: { addressDetails: [address] } })
    },
  )

  app.get(
    '/address/default/address',
    { schema: { response: { 200: addressAnswerSchema } } },
    async (request) => {
      const user = requireUser(request)
      return { address: await defaultAddress(db(), user.id) }
    },
  )

  app.get(
    '/address/:id',
    { schema: { params: addressIdParamsSchema, response: { 200: addressAnswerSchema } } },
    async (request) => {
      const user = requireUser(request)
      const { id } = parseDeclared(request, 'params')
      return { address: await getAddress(db(), user.id, id) }
    },
  )

  app.put(
    '/address/:id',
    {
      bodyLimit: ADDRESS_BODY_LIMIT,
      schema: {
        params: addressIdParamsSchema,
        body: addressBookEntrySchema,
        response: { 200: addressAnswerSchema },
      },
    },
    async (request) => {
      const user = requireUser(request)
      const { id } = parseDeclared(request, 'params')
      const entry = parseDeclared(request, 'body')
      return { address: await editAddress(db(), user.id, id, entry) }
    },
  )

  app.delete(
    '/address/delete/:id',
    { schema: { params: addressIdParamsSchema, response: { 200: successAnswerSchema } } },
    async (request) => {
      const user = requireUser(request)
      const { id } = parseDeclared(request, 'params')
      await removeAddress(db(), user.id, id)
      return { success: true }
    },
  )
}
