import type { FastifyInstance } from 'fastify'

/** Marks every answer of `app`'s routes `no-store`: they are per user or per write, never shared. */
export function answerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store')
    return payload
  })
}
