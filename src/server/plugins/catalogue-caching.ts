/**
 * `Cache-Control` and `ETag` on catalogue GETs, so the browser and the
 * service worker can revalidate cheaply: the ETag is a hash of the JSON answer, and a request
 * whose `If-None-Match` names it gets 304 with no body. Past max-age an answer may still be
 * shown for `stale-while-revalidate` while it is fetched again behind it. Only successful GETs are cached, here
 * and in the instance's read cache (plugins/read-cache.ts), which answers a repeated GET
 * before it waits for the database.
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

/**
 * Seconds past max-age a catalogue answer may be shown while it is refreshed behind it: a day,
 * so a shopper back the next morning sees the parts at once. Older than that, the network
 * is waited for (a few seconds at most): a price or stock days old is not shown as current.
 */
export const STALE_WHILE_REVALIDATE_S = 24 * 60 * 60

/** The `Cache-Control` of a catalogue answer fresh for `maxAgeSeconds`. */
export function catalogueCacheControl(maxAgeSeconds: number): string {
  // max-age=0 is the route's promise that every view asks the server (the featured list).
  if (maxAgeSeconds === 0) return 'public, max-age=0'
  return `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}`
}

/** Says whether an answer came from the read cache (`hit`) or the database (`miss`). */
export const CACHE_STATUS_HEADER = 'x-cache'

/** Headers of the request's own, never replayed from a kept answer. */
const NOT_KEPT = new Set([
  'content-length',
  'date',
  'set-cookie',
  'x-request-id',
  CACHE_STATUS_HEADER,
])

const readAt = Symbol('catalogue-caching.read-at')

declare module 'fastify' {
  interface FastifyRequest {
    /** The read cache's epoch when this request went to the database. */
    [readAt]?: number
  }
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
  const cache = app.readCache
  if (cache) {
    // Before the body is read and before the database admission: a kept answer waits for nothing.
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET') return
      const kept = cache.get(request.url)
      if (!kept) {
        request[readAt] = cache.epoch
        reply.header(CACHE_STATUS_HEADER, 'miss')
        return
      }
      reply.headers(kept.headers).header(CACHE_STATUS_HEADER, 'hit')
      return reply.send(kept.payload)
    })
  }
  // On the answer as sent: hashing the serialized body spares serializing it twice.
  app.addHook('onSend', async (request, reply, payload) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD'
    if (!isRead || reply.statusCode !== 200 || typeof payload !== 'string') return payload
    const keptEtag = reply.getHeader('etag')
    const etag = typeof keptEtag === 'string' ? keptEtag : etagOf(payload)
    const maxAge = request.routeOptions.config.maxAgeSeconds ?? maxAgeSeconds
    reply.header('cache-control', catalogueCacheControl(maxAge)).header('etag', etag)
    const seenAt = request[readAt]
    if (cache && seenAt !== undefined) {
      const headers: Record<string, string> = {}
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (!NOT_KEPT.has(name) && typeof value === 'string') headers[name] = value
      }
      cache.set(request.url, { payload, headers }, seenAt)
    }
    if (!matchesEtag(request.headers['if-none-match'], etag)) return payload
    reply.code(304)
    return ''
  })
}
