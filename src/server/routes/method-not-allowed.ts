/**
 * 405 with an `Allow` header for a known API path called with the wrong method (Fastify's
 * router alone would answer 404). It watches the routes registered after it and, once they
 * are all in, registers the other methods of each path as 405 routes.
 */
import type { FastifyInstance, HTTPMethods } from 'fastify'
import { apiError } from '../../domain/api-error'
import { recordFailure } from '../plugins/access-log'

const METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/** Call before registering the routes; call the returned function after. */
export function collectRoutesForMethodNotAllowed(app: FastifyInstance): () => void {
  const allowed = new Map<string, Set<string>>()
  let collecting = true
  app.addHook('onRoute', (route) => {
    if (!collecting) return
    const methods = allowed.get(route.url) ?? new Set<string>()
    for (const method of [route.method].flat()) methods.add(method)
    allowed.set(route.url, methods)
  })
  return () => {
    collecting = false
    for (const [url, methods] of allowed) {
      const allow = METHODS.filter((method) => methods.has(method)).join(', ')
      const others = METHODS.filter((method) => !methods.has(method))
      app.route({
        method: others,
        url: url.slice(app.prefix.length),
        exposeHeadRoute: false,
        schema: { hide: true },
        handler: async (request, reply) => {
          recordFailure(request, { code: 'METHOD_NOT_ALLOWED' })
          return reply
            .code(405)
            .header('allow', allow)
            .send(apiError('METHOD_NOT_ALLOWED', `Use ${allow} for this path.`))
        },
      })
    }
  }
}
