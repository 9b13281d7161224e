/**
 * The one error handler and the 404 handler: every 4xx/5xx leaves as
 * `{ error: { code, message } }` with no stack trace (http-errors.ts; the catalogue
 * provider's failures as 503 `CATALOGUE_*` or 404 there too), is named in the
 * request's single access-log line (access-log.ts), and the server goes on serving.
 * Outside `/api`, extension-less GETs are the PWA's own routes and get the app's HTML
 * (page-answers.ts: 404 when no page is there) — odd spellings of one too (`//`, `/%2e%2e/`,
 * `/a//b`), which the static files refuse with a 4xx: those are no page, the 404 page.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { apiError } from '../../domain/api-error'
import { HttpError, toErrorReply } from '../http-errors'
import { recordFailure } from './access-log'
import type { SendPage } from './page-answers'
import { isAppShellRequest, sendAppShell } from './static-files'

export interface ErrorHandlingOptions {
  bodyLimit: number
  /** Whether the built PWA is being served (its index.html answers unknown app routes). */
  appShell: boolean
  /** Answers a navigation to an app route (page-answers.ts); the plain shell without it. */
  sendPage?: SendPage
}

/** Sends the JSON error answer for anything thrown; also used for Fastify's framework errors. */
export function replyWithError(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  bodyLimit: number,
): FastifyReply {
  const { statusCode, body, headers } = toErrorReply(error, bodyLimit)
  recordFailure(request, { code: body.error.code, ...(statusCode >= 500 && { cause: error }) })
  if (reply.sent) return reply
  if (headers) reply.headers(headers)
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body)
}

async function errorHandling(app: FastifyInstance, options: ErrorHandlingOptions) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (options.appShell && isRefusedPagePath(error, request)) {
      return options.sendPage
        ? options.sendPage(request, reply, { refused: true })
        : sendAppShell(reply, 404)
    }
    return replyWithError(error, request, reply, options.bodyLimit)
  })
  app.setNotFoundHandler(async (request, reply) => {
    if (options.appShell && isAppShellRequest(request)) {
      return options.sendPage ? options.sendPage(request, reply) : sendAppShell(reply)
    }
    recordFailure(request, { code: 'NOT_FOUND' })
    return reply.code(404).send(apiError('NOT_FOUND', 'The requested resource does not exist.'))
  })
}

/**
 * A page path the framework or the static files refused (403 for `//` or a `..` segment,
 * 400 for a bad escape): the browser gets the app, which says the page does not exist,
 * rather than JSON. Our own refusals (HttpError) keep their answer.
 */
export function isRefusedPagePath(error: unknown, request: FastifyRequest): boolean {
  const { statusCode } = error as { statusCode?: unknown }
  if (error instanceof HttpError || typeof statusCode !== 'number') return false
  return statusCode >= 400 && statusCode < 500 && isAppShellRequest(request)
}

export default fp(errorHandling, { name: 'error-handling' })
