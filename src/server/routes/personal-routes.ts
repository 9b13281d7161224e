import type { FastifyInstance, FastifyReply, RouteShorthandOptions } from 'fastify'
import type { z } from 'zod'
import type { AppDatabase } from '../db/database'
import { parseRequest } from '../http-errors'
import { requireUser } from '../plugins/auth'
import { answerNoStore } from './no-store'

interface PersonalSchema {
  params?: z.ZodType
  querystring?: z.ZodType
  body?: z.ZodType
  response: Record<number, z.ZodType>
}

type Parsed<S, K extends string> =
  S extends Record<K, infer T extends z.ZodType> ? z.output<T> : undefined

/** A personal route's request, parsed with the schemas the route declares. */
export interface PersonalRequest<S> {
  db: AppDatabase
  userId: string
  params: Parsed<S, 'params'>
  query: Parsed<S, 'querystring'>
  body: Parsed<S, 'body'>
}

/**
 * Makes every route of `app` one user's own: a missing token is a 401 before the body is read,
 * and no answer is cached. Returns the way to declare such a route.
 */
export function personalRoutes(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    requireUser(request)
  })
  answerNoStore(app)
  return function route<S extends PersonalSchema>(
    method: 'get' | 'post' | 'put' | 'delete',
    url: string,
    schema: S,
    handle: (request: PersonalRequest<S>, reply: FastifyReply) => Promise<unknown>,
  ) {
    const parse = (part: 'params' | 'querystring' | 'body', input: unknown) => {
      const declared = schema[part]
      return declared ? parseRequest(declared, input) : undefined
    }
    const options: RouteShorthandOptions = { schema }
    app[method](url, options, async (request, reply) => {
      const userId = requireUser(request).id
      const params = parse('params', request.params)
      const query = parse('querystring', request.query)
      const body = parse('body', request.body)
      const parsed = { db: app.database.db, userId, params, query, body } as PersonalRequest<S>
      return handle(parsed, reply)
    })
  }
}
