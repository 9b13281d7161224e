// The embedded database runs one statement at a time: without a queue per request, calls of several
// statements starved behind one-statement reads. The slot is taken once the body is in.
import { E_TIMEOUT, Semaphore, type SemaphoreInterface, withTimeout } from 'async-mutex'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../http-errors'

export interface DatabaseAdmissionOptions {
  slots: number
  waitMs: number
  exempt?: readonly string[]
}

export const BUSY_RETRY_AFTER_S = 2

export const SERVER_BUSY_MESSAGE = 'The shop is very busy right now. Please try again in a moment.'

const released = Symbol('database-admission.release')

declare module 'fastify' {
  interface FastifyRequest {
    [released]?: () => void
  }
}

async function databaseAdmission(app: FastifyInstance, options: DatabaseAdmissionOptions) {
  const semaphore: SemaphoreInterface = withTimeout(new Semaphore(options.slots), options.waitMs)
  const exempt = new Set(options.exempt ?? [])

  const release = (request: FastifyRequest) => {
    const give = request[released]
    request[released] = undefined
    give?.()
  }

  app.addHook('preValidation', async (request, reply) => {
    if (exempt.has(request.routeOptions.url ?? '')) return
    let give: () => void
    try {
      ;[, give] = await semaphore.acquire()
    } catch (error) {
      if (error !== E_TIMEOUT) throw error
      throw new HttpError(503, 'SERVER_BUSY', SERVER_BUSY_MESSAGE, {
        'retry-after': String(BUSY_RETRY_AFTER_S),
      })
    }
    request[released] = give
    // A task of its own lets the event loop read sockets between requests handing over the slot.
    await new Promise((resolve) => setImmediate(resolve))
    // The client left while this request waited: nothing will be sent, so no `onSend`.
    if (reply.raw.destroyed || request.raw.destroyed) return release(request)
    reply.raw.once('close', () => release(request))
  })
  app.addHook('onSend', async (request) => release(request))
  app.addHook('onRequestAbort', async (request) => release(request))
}

export default fp(databaseAdmission, { name: 'database-admission' })
