import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`
}

export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag)
}

// A shopper back next morning sees parts at once; older than a day, a price is not shown as
// current.
export const STALE_WHILE_REVALIDATE_S = 24 * 60 * 60

export function catalogueCacheControl(maxAgeSeconds: number): string {
  // max-age=0 is the route's promise that every view asks the server.
  if (maxAgeSeconds === 0) return 'public, max-age=0'
  return `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}`
}

export const CACHE_STATUS_HEADER = 'x-cache'

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
    [readAt]?: number
  }
  interface FastifyContextConfig {
    maxAgeSeconds?: number
  }
}

export function cacheCatalogueAnswers(app: FastifyInstance, maxAgeSeconds: number): void {
  const cache = app.readCache
  if (cache) {
    // Before the body and the database admission: a kept answer waits for nothing.
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
  // Hashing the serialized body spares serializing it twice.
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
