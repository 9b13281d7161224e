/**
 * Admission to the database, per request: at most `slots` API
 * requests do their work at once; the others wait in one first-come-first-served queue, and
 * one that has waited `waitMs` is answered 503 `SERVER_BUSY` with `Retry-After`.
 *
 * Why: the embedded database runs one statement at a time, and a pool hands out connections
 * statement by statement too. Without this, a request of ten statements queues ten times
 * behind everything in flight, so under load the calls of several statements (search, cart,
 * order, sign-in) starved while one-statement reads went on. With it, each request queues once.
 *
 * The slot is taken once the body is in (a slow upload holds none) and given back when the
 * answer is on its way, or when the client goes away. Counted per process: nothing is kept
 * between requests, so instances on one PostgreSQL each admit their own.
 */
import { E_TIMEOUT, Semaphore, type SemaphoreInterface, withTimeout } from 'async-mutex'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../http-errors'

export interface DatabaseAdmissionOptions {
  /** Requests doing their work at once. */
  slots: number
  /** Longest wait for a slot, ms, before 503. */
  waitMs: number
  /** Routes (their URL pattern) that never wait, e.g. the health probe. */
  exempt?: readonly string[]
}

/** Seconds a refused client is asked to wait before trying again. */
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
    // Start in a task of its own: the event loop reads sockets and accepts connections in
    // between, which a chain of requests handing over the slot in microtasks would not let it.
    await new Promise((resolve) => setImmediate(resolve))
    // The client left while this request waited: nothing will be sent, so no `onSend`.
    if (reply.raw.destroyed || request.raw.destroyed) return release(request)
    reply.raw.once('close', () => release(request))
  })
  // The answer is made: the request's database work is over.
  app.addHook('onSend', async (request) => release(request))
  app.addHook('onRequestAbort', async (request) => release(request))
}

export default fp(databaseAdmission, { name: 'database-admission' })
