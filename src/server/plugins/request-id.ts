/** Request ids: one per request, in every log line (`reqId`) and echoed as `x-request-id`. */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** A caller's `x-request-id` is kept if it looks like an id (no log injection); else a uuid. */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/

/** Fastify's `genReqId`. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id']
  return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID()
}

async function echoRequestId(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
}

export default fp(echoRequestId, { name: 'request-id' })
