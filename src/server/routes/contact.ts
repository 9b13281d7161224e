/**
 * `POST /api/contact/send/email?lang`: `{ payload: { name, email, subject?, message } }`
 * → 201 `{ id, message }`; the writer gets a receipt in `lang` (`no` default, `en`). The message is stored, then mailed to the shop through the mail
 * port (SMTP or the outbox). At most `limitPerHour` messages per IP address an hour (429).
 */
import type { FastifyInstance } from 'fastify'
import { langQuerySchema } from '../../domain/catalogue-api'
import { contactRequestSchema, contactResponseSchema } from '../../domain/contact'
import { receiveContactMessage } from '../services/contact-service'
import { contactLimit, hitRateLimit } from '../services/rate-limits'
import { parseDeclared } from './declared-input'

export async function contactRoutes(app: FastifyInstance, options: { limitPerHour: number }) {
  const limit = contactLimit(options.limitPerHour)
  const schema = {
    querystring: langQuerySchema,
    body: contactRequestSchema,
    response: { 201: contactResponseSchema },
  }
  app.post('/contact/send/email', { schema }, async (request, reply) => {
    const { payload } = parseDeclared(request, 'body')
    const { lang } = parseDeclared(request, 'querystring')
    await hitRateLimit(app.database.db, limit, [request.ip])
    const answer = await receiveContactMessage(
      app,
      {
        name: payload.name,
        email: payload.email,
        subject: payload.subject || null,
        message: payload.message,
      },
      { locale: lang },
    )
    return reply.code(201).send(answer)
  })
}
