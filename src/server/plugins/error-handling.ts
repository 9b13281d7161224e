/**
 * The one error handler and the 404 handler: every 4xx/5xx leaves as
 * `{ error: { code, message } }` with no stack trace (http-errors.ts; the catalogue
 * provider's failures as 503 `CATALOGUE_*` or 404 there too), is named in the
 * request's single access-log line (access-log.ts), and the server goes on serving.
 * Outside `/api`, extension-less GETs are the PWA's own routes and get the app shell.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { apiError } from '../../domain/api-error'
import { toErrorReply } from '../http-errors'
import { recordFailure } from './access-log'
import { type PageRedirect, sendRenderedPage } from './server-rendering'
import { isAppShellRequest, sendAppShell } from './static-files'

export interface ErrorHandlingOptions {
  bodyLimit: number
  /** Whether the built PWA is being served (its index.html answers unknown app routes). */
  appShell: boolean
  /** The page rendered on the server for an app route, when there is one (server-rendering.ts). */
  renderPage?: (request: FastifyRequest) => Promise<string | PageRedirect | undefined>
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
  app.setErrorHandler((error: FastifyError, request, reply) =>
    replyWithError(error, request, reply, options.bodyLimit),
  )
  app.setNotFoundHandler(async (request, reply) => {
    if (options.appShell && isAppShellRequest(request)) {
      const page = await options.renderPage?.(request)
      if (page === undefined) return sendAppShell(reply)
      if (typeof page === 'object') return reply.redirect(page.redirect, page.status)
      return sendRenderedPage(reply, page)
    }
    recordFailure(request, { code: 'NOT_FOUND' })
    return reply.code(404).send(apiError('NOT_FOUND', 'The requested resource does not exist.'))
  })
}

export default fp(errorHandling, { name: 'error-handling' })
