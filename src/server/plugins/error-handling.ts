// Every 4xx/5xx leaves as `{ error: { code, message } }` with no stack trace, and the server goes
// on serving.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { apiError } from '../../domain/api-error'
import { HttpError, toErrorReply } from '../http-errors'
import { recordFailure } from './access-log'
import type { SendPage } from './page-answers'
import { isAppShellRequest, sendAppShell } from './static-files'

export interface ErrorHandlingOptions {
  bodyLimit: number
  appShell: boolean
  sendPage?: SendPage
}

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

/** The browser gets the app, which says the page does not exist, rather than JSON. */
export function isRefusedPagePath(error: unknown, request: FastifyRequest): boolean {
  const { statusCode } = error as { statusCode?: unknown }
  if (error instanceof HttpError || typeof statusCode !== 'number') return false
  return statusCode >= 400 && statusCode < 500 && isAppShellRequest(request)
}

export default fp(errorHandling, { name: 'error-handling' })
