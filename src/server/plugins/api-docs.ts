/**
 * The API's own description: routes declare requests and answers as the domain's zod schemas,
 * which serialise the answers and give the OpenAPI document (`GET /api/openapi.json`) and
 * its docs page (`/api/docs`). Register before the routes: swagger collects them as added.
 */
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'
import { z } from 'zod'

export interface ApiDocsOptions {
  version: string
}

async function apiDocs(app: FastifyInstance, { version }: ApiDocsOptions) {
  // Swagger marks every declared body required; these routes' schemas let it be left out.
  const optionalBodies: { path: string; method: string }[] = []
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Delelager API',
        description:
          'Parts catalogue, vehicles, cart, orders and accounts of the shop. Request parameters and bodies are the schemas the server checks; the profile form (`PUT /api/user`, multipart with an optional avatar) is not described here.',
        version,
      },
      servers: [{ url: '/' }],
    },
    transform: (input) => {
      const body = input.schema?.body
      if (body instanceof z.ZodType && body.safeParse(undefined).success) {
        const path = input.url.replace(/:(\w+)/g, '{$1}')
        for (const method of [input.route.method].flat()) {
          optionalBodies.push({ path, method: method.toLowerCase() })
        }
      }
      const { schema, url } = jsonSchemaTransform(input)
      if (!schema?.querystring) return { schema, url }
      return { url, schema: { ...schema, querystring: oneParameterList(schema.querystring) } }
    },
    // Schemas registered with an id (the recursive category node) become components.
    transformObject: (input) => {
      const document = jsonSchemaTransformObject(input)
      for (const { path, method } of optionalBodies) {
        const operation = (document.paths as OpenApiPaths | undefined)?.[path]?.[method]
        if (operation?.requestBody) operation.requestBody.required = false
      }
      return document
    },
  })
  // Its pages and scripts come from our origin, so the shop's CSP needs no exception.
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // Asset links of `/api/docs` (no trailing slash) must name the API's own prefix too.
    indexPrefix: app.prefix,
    uiConfig: { validatorUrl: null, deepLinking: true },
  })
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())
}

type OpenApiPaths = Record<string, Record<string, { requestBody?: { required?: boolean } }>>

interface ObjectSchema {
  type?: string
  properties?: Record<string, unknown>
  required?: string[]
}

/**
 * A query of alternatives (`?id` or `?articleNumber`) as one parameter list, each required only
 * when every alternative requires it: swagger would list each alternative's as required.
 */
function oneParameterList(querystring: unknown): unknown {
  const alternatives = (querystring as { anyOf?: ObjectSchema[] } | undefined)?.anyOf
  if (!alternatives?.every((alternative) => alternative.type === 'object')) return querystring
  const properties = Object.assign({}, ...alternatives.map((one) => one.properties))
  const required = Object.keys(properties).filter((name) =>
    alternatives.every((one) => one.required?.includes(name)),
  )
  return { type: 'object', properties, required }
}

/** Not encapsulated: swagger must see the routes registered after it in the API's scope. */
export default fp(apiDocs, { name: 'api-docs' })
