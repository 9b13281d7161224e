/**
 * A handler parses its request with the zod schemas its route declares in `schema` (the ones
 * the OpenAPI document shows), read off the route: the check and the document are one object.
 */
import type { FastifyInstance, RouteShorthandOptions } from 'fastify'
import type { z } from 'zod'
import { parseRequest } from '../http-errors'
import { cacheCatalogueAnswers } from '../plugins/catalogue-caching'

type Part = 'querystring' | 'params' | 'body'

/** The request of a route declaring the schemas `S` (any FastifyRequest of such a route). */
export interface DeclaredRequest<S> {
  routeOptions: { schema?: S }
  query: unknown
  params: unknown
  body: unknown
}

const INPUT = { querystring: 'query', params: 'params', body: 'body' } as const

/** The schema the route declares for a request part. */
export function declaredSchema<P extends Part, S extends Record<P, z.ZodType>>(
  request: DeclaredRequest<S>,
  part: P,
): S[P] {
  const schema = request.routeOptions.schema?.[part]
  if (!schema) throw new Error(`The route declares no ${part} schema.`)
  return schema
}

/** The request part parsed with the route's declared schema; a failure is a 400 VALIDATION_ERROR. */
export function parseDeclared<P extends Part, S extends Record<P, z.ZodType>>(
  request: DeclaredRequest<S>,
  part: P,
): z.output<S[P]> {
  return parseRequest(declaredSchema(request, part), request[INPUT[part]])
}

/**
 * `GET url` answering from its query string alone, parsed with the declared `querystring`
 * schema before anything else (reads that need no auth or other check first).
 */
export function getWithQuery<Q extends z.ZodType, A extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  schema: { querystring: Q; response: { 200: A } },
  answer: (query: z.output<Q>) => Promise<z.input<A>>,
): void {
  const route: RouteShorthandOptions = { schema }
  app.get(url, route, async (request) => answer(parseRequest(schema.querystring, request.query)))
}

/** Catalogue reads: every answer of `app` cached for `maxAgeSeconds`, each a GET from its query. */
export function catalogueGets(app: FastifyInstance, maxAgeSeconds: number) {
  cacheCatalogueAnswers(app, maxAgeSeconds)
  return <Q extends z.ZodType, A extends z.ZodType>(
    url: string,
    schema: { querystring: Q; response: { 200: A } },
    answer: (query: z.output<Q>) => Promise<z.input<A>>,
  ) => getWithQuery(app, url, schema, answer)
}
