import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify'
import type { z } from 'zod'
import type { AppDatabase } from '../db/database'
import { parseRequest } from '../http-errors'
import { requireUser } from '../plugins/auth'
import { answerNoStore } from './no-store'

interface DeclaredSchema {
  params?: z.ZodType
  querystring?: z.ZodType
  body?: z.ZodType
  response: Record<number, z.ZodType>
}

type Parsed<S, K extends string> =
  S extends Record<K, infer T extends z.ZodType> ? z.output<T> : undefined

/** A route's request, parsed with the schemas the route declares. */
export interface DeclaredInput<S> {
  db: AppDatabase
  params: Parsed<S, 'params'>
  query: Parsed<S, 'querystring'>
  body: Parsed<S, 'body'>
}

type Method = 'get' | 'post' | 'put' | 'delete'
type Handle<S, G> = (
  input: DeclaredInput<S> & G,
  reply: FastifyReply,
  request: FastifyRequest,
) => Promise<unknown>

/**
 * Declares routes whose handlers get the request parsed with the declared schemas. `guard` runs
 * first, so a caller without the right is refused before bad input is reported.
 */
export function declaredRoutes(app: FastifyInstance) {
  return function route<S extends DeclaredSchema, G extends object = object>(
    method: Method,
    url: string,
    schema: S,
    handle: Handle<S, G>,
    {
      guard,
      ...options
    }: Omit<RouteShorthandOptions, 'schema'> & {
      guard?: (request: FastifyRequest) => G
    } = {},
  ) {
    const parse = (part: 'params' | 'querystring' | 'body', input: unknown) => {
      const declared = schema[part]
      return declared ? parseRequest(declared, input) : undefined
    }
    const route: RouteShorthandOptions = { ...options, schema }
    app[method](url, route, async (request, reply) => {
      const caller = guard?.(request)
      const params = parse('params', request.params)
      const query = parse('querystring', request.query)
      const body = parse('body', request.body)
      const input = { db: app.database.db, params, query, body, ...caller }
      return handle(input as DeclaredInput<S> & G, reply, request)
    })
  }
}

export const userOf = (request: FastifyRequest) => ({ userId: requireUser(request).id })

/**
 * Makes every route of `app` one user's own: a missing token is a 401 before the body is read,
 * and no answer is cached.
 */
export function personalRoutes(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    requireUser(request)
  })
  answerNoStore(app)
  const route = declaredRoutes(app)
  return <S extends DeclaredSchema>(
    method: Method,
    url: string,
    schema: S,
    handle: Handle<S, { userId: string }>,
  ) => route(method, url, schema, handle, { guard: userOf })
}
