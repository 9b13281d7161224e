/**
 * `Cache-Control` and `ETag` on catalogue GETs, so the browser and the
 * service worker can revalidate cheaply: the ETag is a hash of the JSON answer, and a request
 * whose `If-None-Match` names it gets 304 with no body. Only successful GETs are cached.
 */
import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'

/** A strong validator of the answer: its body, hashed. */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`
}

/** Whether an `If-None-Match` header names this ETag (`*`, a list, weak `W/` forms too). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag)
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's `max-age`, instead of its plugin's (e.g. 0: always revalidated). */
    maxAgeSeconds?: number
  }
}

/**
 * Adds the headers to every 200 GET answered by routes of `app` (an encapsulated plugin); a
 * route may set its own `config.maxAgeSeconds`.
 */
export function cacheCatalogueAnswers(app: FastifyInstance, maxAgeSeconds: number): void {
  // On the answer as sent: hashing the serialized body spares serializing it twice.
  app.addHook('onSend', async (request, reply, payload) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD'
    if (!isRead || reply.statusCode !== 200 || typeof payload !== 'string') return payload
    const etag = etagOf(payload)
    const maxAge = request.routeOptions.config.maxAgeSeconds ?? maxAgeSeconds
    reply.header('cache-control', `public, max-age=${maxAge}`).header('etag', etag)
    if (!matchesEtag(request.headers['if-none-match'], etag)) return payload
    reply.code(304)
    return ''
  })
}
