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
import {
  addAddress,
  defaultAddress,
  editAddress,
  getAddress,
  listAddresses,
  removeAddress,
} from '../services/address-service'
import { answerNoStore } from './no-store'
import { declaredRoutes, userOf } from './personal-routes'

/** Bodies are a few hundred bytes; 16 KB is plenty. */
const ADDRESS_BODY_LIMIT = 16 * 1024

export async function addressRoutes(app: FastifyInstance) {
  answerNoStore(app)
  const route = declaredRoutes(app)
  const own = { guard: userOf }
  const limited = { ...own, bodyLimit: ADDRESS_BODY_LIMIT }

  route(
    'get',
    '/address',
    { response: { 200: addressListAnswerSchema } },
    async ({ db, userId }) => ({ data: { addressDetails: await listAddresses(db, userId) } }),
    own,
  )

  route(
    'post',
    '/address/add',
    { body: addressBookEntrySchema, response: { 201: addressAddedAnswerSchema } },
    async ({ db, userId, body }, reply) => {
      const address = await addAddress(db, userId, body)
      return reply.code(201).send({ address: { addressDetails: [address] } })
    },
    limited,
  )

  route(
    'get',
    '/address/default/address',
    { response: { 200: addressAnswerSchema } },
    async ({ db, userId }) => ({ address: await defaultAddress(db, userId) }),
    own,
  )

  route(
    'get',
    '/address/:id',
    { params: addressIdParamsSchema, response: { 200: addressAnswerSchema } },
    async ({ db, userId, params }) => ({ address: await getAddress(db, userId, params.id) }),
    own,
  )

  route(
    'put',
    '/address/:id',
    {
      params: addressIdParamsSchema,
      body: addressBookEntrySchema,
      response: { 200: addressAnswerSchema },
    },
    async ({ db, userId, params, body }) => ({
      address: await editAddress(db, userId, params.id, body),
    }),
    limited,
  )

  route(
    'delete',
    '/address/delete/:id',
    { params: addressIdParamsSchema, response: { 200: successAnswerSchema } },
    async ({ db, userId, params }) => {
      await removeAddress(db, userId, params.id)
      return { success: true }
    },
    own,
  )
}
