/**
 * One log line per request, written when the response is finished: method, url, status,
 * time, and for failures the error code we answered (5xx also the cause with its stack). Pino
 * adds the request id (`reqId`), the same id the client gets in `x-request-id`.
 */
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify'

interface Failure {
  code: string
  /** Kept for 5xx only: their cause is logged, never sent. */
  cause?: unknown
}

const failures = new WeakMap<FastifyRequest, Failure>()

/** Called by the error and not-found handlers, so the access line names the outcome. */
export function recordFailure(request: FastifyRequest, failure: Failure): void {
  failures.set(request, failure)
}

export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const failure = failures.get(request)
    const { statusCode } = reply
    const line = {
      method: request.method,
      url: request.url,
      statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      ...(failure && { code: failure.code }),
      ...((error ?? failure?.cause) ? { err: error ?? failure?.cause } : {}),
    }
    if (error || statusCode >= 500) reply.log.error(line, 'request failed')
    else if (statusCode >= 400 && statusCode !== 404) reply.log.warn(line, 'request rejected')
    else reply.log.info(line, 'request completed')
  }
}
