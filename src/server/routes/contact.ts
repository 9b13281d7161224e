/** `POST /api/contact/send/email` (spec §7): `{ payload: { name, email, subject?, message } }`. */
import type { FastifyInstance } from 'fastify'
import { contactRequestSchema } from '../../domain/contact'
import { parseRequest } from '../http-errors'
import { receiveContactMessage } from '../services/contact-service'

export async function contactRoutes(app: FastifyInstance) {
  app.post('/contact/send/email', async (request, reply) => {
    const { payload } = parseRequest(contactRequestSchema, request.body)
    const answer = await receiveContactMessage(app.database, {
      name: payload.name,
      email: payload.email,
      subject: payload.subject || null,
      message: payload.message,
    })
    return reply.code(201).send(answer)
  })
}
