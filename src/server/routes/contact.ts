/** `POST /api/contact/send/email` (spec §7): `{ payload: { name, email, subject?, message } }`. */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { emailSchema } from '../../domain/email'
import { parseRequest } from '../http-errors'
import { receiveContactMessage } from '../services/contact-service'

/** Length caps, characters: enough for any real message, small enough to refuse junk. */
const NAME_MAX = 100
const SUBJECT_MAX = 200
const MESSAGE_MAX = 5_000

// TODO(domain): move to src/domain as the shared contract once the contact form exists.
export const contactRequestSchema = z.object({
  payload: z.object({
    name: z.string().trim().min(1).max(NAME_MAX),
    email: emailSchema,
    subject: z.string().trim().max(SUBJECT_MAX).optional(),
    message: z.string().trim().min(1).max(MESSAGE_MAX),
  }),
})

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
