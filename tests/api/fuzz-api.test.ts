/**
 * Fuzzing every endpoint: property-based requests (fast-check) built from each
 * route's request schemas — the zod schemas the route parses, read through `z.toJSONSchema`
 * for their fields and types — mixed with hostile values: wrong types, missing and extra
 * fields, huge strings and arrays, unicode edge cases (lone surrogates, NUL, RTL marks,
 * combining marks), SQL and path-traversal strings, JSON nested 10,000 deep, wrong content
 * types and broken JSON, odd query strings and path parameters — sent with no token, a
 * garbage token, a customer's and an ADMIN's token.
 *
 * A quarter of the requests, and the first two to every endpoint, are of the route's own shape
 * instead — its required fields only, valid but for the text — with an odd character in every
 * string of the query, the path and the body (controls, lone surrogates, emoji, bidi and
 * zero-width marks, the BOM): a request that fails validation elsewhere never shows what a
 * text does further in, and hostile values alone rarely got a NUL past the other fields.
 *
 * Pass, for every request: no 5xx; every error in the JSON shape `{ error: { code, message } }`;
 * no stack trace or source path in any body; a rejected (4xx) write changed no row of the
 * database (a fingerprint of every table before and after); and an API request carrying a
 * control character or a lone surrogate is refused (4xx).
 *
 * Seeded and bounded: `FUZZ_RUNS` requests per endpoint (default 12; `FUZZ_LONG=1` → 300),
 * `FUZZ_SEED` (default fixed). A failure prints the seed and path to replay it; `FUZZ_SHRINK=1`
 * also shrinks the failing request to a small one. Deeper run:
 *   FUZZ_LONG=1 npx vitest run tests/api/fuzz-api.test.ts
 * The last test fails when the app has a route with no row in ENDPOINTS.
 */
import { sql } from 'drizzle-orm'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  loginBodySchema,
  logoutBodySchema,
  profileFieldsSchema,
  registerBodySchema,
  updatePasswordBodySchema,
} from '../../src/domain/account'
import { addressBookEntrySchema, addressIdParamsSchema } from '../../src/domain/address-schema'
import { adminOrdersQuerySchema } from '../../src/domain/admin'
import { adminOutboxQuerySchema } from '../../src/domain/admin-mail'
import { adminArticleChangeSchema, adminArticleParamsSchema } from '../../src/domain/admin-article'
import {
  cartParamsSchema,
  cartQuerySchema,
  createCartBodySchema,
  updateCartBodySchema,
} from '../../src/domain/cart-schema'
import {
  adminCategoriesQuerySchema,
  articleNumberQuerySchema,
  langQuerySchema,
  productItemBodySchema,
  productItemQuerySchema,
  productsListingQuerySchema,
  searchQuerySchema,
  setFeaturedQuerySchema,
  suggestionsQuerySchema,
  targetIdsQuerySchema,
} from '../../src/domain/catalogue-api'
import { contactRequestSchema } from '../../src/domain/contact'
import { forgotPasswordBodySchema, resetPasswordBodySchema } from '../../src/domain/password-reset'
import { garageAddBodySchema, garageParamsSchema } from '../../src/domain/garage-schema'
import { jobListBodySchema, jobParamsSchema } from '../../src/domain/job-list-schema'
import { savedListParamsSchema, savedListPutBodySchema } from '../../src/domain/saved-list-schema'
import { vehicleHistoryParamsSchema } from '../../src/domain/buy-again'
import {
  createOrderBodySchema,
  createPaymentBodySchema,
  orderIdParamsSchema,
  orderTokenParamsSchema,
  paymentCheckBodySchema,
  paymentStatusBodySchema,
  testCardConfirmSchema,
  trackOrderBodySchema,
} from '../../src/domain/order-schema'
import {
  adminReturnsQuerySchema,
  orderEventsQuerySchema,
  orderStatusChangeSchema,
  refundBodySchema,
  returnBodySchema,
  returnIdParamsSchema,
  returnStatusChangeSchema,
} from '../../src/domain/order-lifecycle-schema'
import { shopSettingsSchema } from '../../src/domain/settings'
import { createSharedListBodySchema, sharedListParamsSchema } from '../../src/domain/shared-list'
import {
  enginesByYearQuerySchema,
  fitmentQuerySchema,
  makesByYearQuerySchema,
  modelSeriesQuerySchema,
  modelsByYearQuerySchema,
  variantIdsQuerySchema,
  variantParamsSchema,
  variantsBodySchema,
  vinQuerySchema,
} from '../../src/domain/vehicle-api'
import { forbiddenCharacter } from '../../src/domain/text-input'
import { SIGNATURE_HEADER, signCallback } from '../../src/server/providers/payment/test-provider'
import { type SignedUp, signInAsAdmin, signUp } from '../support/accounts'
import { buildTestApp, type TestApp } from '../support/build-app'

const LONG = process.env.FUZZ_LONG === '1'
const RUNS = Number(process.env.FUZZ_RUNS ?? (LONG ? 300 : 12))
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124)
const SHRINK = process.env.FUZZ_SHRINK === '1'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

interface Endpoint {
  method: Method
  url: string
  /** The schemas the route parses (or, for routes parsing by hand, the field names). */
  params?: z.ZodType
  query?: z.ZodType | string[]
  body?: z.ZodType | string[]
  /** `multipart/form-data` (the profile), with a file field. */
  multipart?: boolean
  /** The payment provider's callback: sometimes signed with the real secret. */
  signed?: boolean
  /** Ends the caller's session when it works (204): the caller signs in again after it. */
  endsSession?: boolean
}

/** Every /api route the app has, with what it reads (spec §7 and ours). */
const ENDPOINTS: Endpoint[] = [
  { method: 'GET', url: '/api/health' },
  // Outside /api: the part pictures, and the search engines' files.
  { method: 'GET', url: '/part-images/:file', params: z.object({ file: z.string() }) },
  { method: 'GET', url: '/robots.txt' },
  { method: 'GET', url: '/sitemap.xml' },
  { method: 'GET', url: '/sitemaps/:file', params: z.object({ file: z.string() }) },
  // The backup route of `npm run db:backup`: without its secret every request is refused.
  { method: 'POST', url: '/internal/backup' },
  { method: 'GET', url: '/api/openapi.json' },
  { method: 'GET', url: '/api/docs' },
  { method: 'GET', url: '/api/docs/static/index.html' },
  { method: 'GET', url: '/api/docs/static/swagger-initializer.js' },
  { method: 'GET', url: '/api/docs/json' },
  { method: 'GET', url: '/api/docs/yaml' },
  { method: 'POST', url: '/api/auth/register', body: registerBodySchema },
  { method: 'POST', url: '/api/auth/login', body: loginBodySchema },
  { method: 'POST', url: '/api/auth/logout', body: logoutBodySchema, endsSession: true },
  { method: 'POST', url: '/api/auth/logout-all', endsSession: true },
  { method: 'POST', url: '/api/auth/update-password', body: updatePasswordBodySchema },
  {
    method: 'POST',
    url: '/api/auth/forgot-password',
    query: langQuerySchema,
    body: forgotPasswordBodySchema,
  },
  { method: 'POST', url: '/api/auth/reset-password', body: resetPasswordBodySchema },
  { method: 'GET', url: '/api/user/me' },
  { method: 'PUT', url: '/api/user', multipart: true, body: profileFieldsSchema },
  { method: 'PUT', url: '/api/user/', multipart: true, body: profileFieldsSchema },
  { method: 'GET', url: '/api/uploads/avatars/:name', params: z.object({ name: z.string() }) },
  { method: 'GET', url: '/api/address' },
  { method: 'POST', url: '/api/address/add', body: addressBookEntrySchema },
  { method: 'GET', url: '/api/address/default/address' },
  { method: 'GET', url: '/api/address/:id', params: addressIdParamsSchema },
  {
    method: 'PUT',
    url: '/api/address/:id',
    params: addressIdParamsSchema,
    body: addressBookEntrySchema,
  },
  { method: 'DELETE', url: '/api/address/delete/:id', params: addressIdParamsSchema },
  { method: 'GET', url: '/api/admin/dashboard', query: langQuerySchema },
  { method: 'GET', url: '/api/admin/orders', query: adminOrdersQuerySchema },
  { method: 'GET', url: '/api/admin/mail-outbox', query: adminOutboxQuerySchema },
  { method: 'PUT', url: '/api/admin/settings', body: shopSettingsSchema },
  {
    method: 'PATCH',
    url: '/api/admin/articles/:articleId',
    params: adminArticleParamsSchema,
    body: adminArticleChangeSchema,
  },
  {
    method: 'GET',
    url: '/api/category/list/admin/sidebaritems',
    query: adminCategoriesQuerySchema,
  },
  { method: 'GET', url: '/api/tecdoc/set-article-featured', query: setFeaturedQuerySchema },
  { method: 'POST', url: '/api/tecdoc/set-article-featured', query: setFeaturedQuerySchema },
  {
    method: 'GET',
    url: '/api/tecdoc/get-product-by-article-number',
    query: articleNumberQuerySchema,
  },
  { method: 'POST', url: '/api/product/item', body: productItemBodySchema },
  { method: 'GET', url: '/api/product/item', query: productItemQuerySchema },
  { method: 'GET', url: '/api/tecdoc/get-products', query: productsListingQuerySchema },
  { method: 'GET', url: '/api/tecdoc/get-feature-products', query: langQuerySchema },
  { method: 'GET', url: '/api/tecdoc/get-products-by-target-ids', query: targetIdsQuerySchema },
  { method: 'GET', url: '/api/tecdoc/get-categories', query: langQuerySchema },
  { method: 'GET', url: '/api/brand/list', query: langQuerySchema },
  {
    method: 'POST',
    url: '/api/cart/create-cart',
    query: cartQuerySchema,
    body: createCartBodySchema,
  },
  {
    method: 'POST',
    url: '/api/cart/update-cart',
    query: cartQuerySchema,
    body: updateCartBodySchema,
  },
  { method: 'GET', url: '/api/cart/mine', query: cartQuerySchema },
  { method: 'GET', url: '/api/cart/:cartId', params: cartParamsSchema, query: cartQuerySchema },
  { method: 'GET', url: '/api/category/list/sidebaritems', query: langQuerySchema },
  {
    method: 'POST',
    url: '/api/contact/send/email',
    query: langQuerySchema,
    body: contactRequestSchema,
  },
  { method: 'GET', url: '/api/vehicles/fitment', query: fitmentQuerySchema },
  { method: 'POST', url: '/api/shared', query: langQuerySchema, body: createSharedListBodySchema },
  {
    method: 'GET',
    url: '/api/shared/:token',
    params: sharedListParamsSchema,
    query: langQuerySchema,
  },
  { method: 'DELETE', url: '/api/shared/:token', params: sharedListParamsSchema },
  { method: 'GET', url: '/api/garage' },
  { method: 'POST', url: '/api/garage', body: garageAddBodySchema },
  { method: 'DELETE', url: '/api/garage/:carId', params: garageParamsSchema },
  { method: 'GET', url: '/api/jobs' },
  { method: 'GET', url: '/api/jobs/:id', params: jobParamsSchema },
  { method: 'PUT', url: '/api/jobs/:id', params: jobParamsSchema, body: jobListBodySchema },
  { method: 'DELETE', url: '/api/jobs/:id', params: jobParamsSchema },
  { method: 'GET', url: '/api/saved-lists' },
  {
    method: 'PUT',
    url: '/api/saved-lists/:list/:articleId',
    params: savedListParamsSchema,
    body: savedListPutBodySchema,
  },
  { method: 'DELETE', url: '/api/saved-lists/:list/:articleId', params: savedListParamsSchema },
  {
    method: 'GET',
    url: '/api/garage/:carId/history',
    params: vehicleHistoryParamsSchema,
    query: langQuerySchema,
  },
  {
    method: 'POST',
    url: '/api/order/create-order',
    query: langQuerySchema,
    body: createOrderBodySchema,
  },
  { method: 'GET', url: '/api/order/me' },
  { method: 'GET', url: '/api/order/token/:token', params: orderTokenParamsSchema },
  { method: 'GET', url: '/api/order/:id', params: orderIdParamsSchema },
  {
    method: 'GET',
    url: '/api/order/:id/buy-again',
    params: orderIdParamsSchema,
    query: langQuerySchema,
  },
  { method: 'POST', url: '/api/order/create-payments', body: createPaymentBodySchema },
  {
    method: 'POST',
    url: '/api/order/payment-staus/:id',
    params: orderIdParamsSchema,
    body: paymentStatusBodySchema,
  },
  { method: 'POST', url: '/api/order/track', body: trackOrderBodySchema },
  {
    method: 'GET',
    url: '/api/order/:id/events',
    params: orderIdParamsSchema,
    query: orderEventsQuerySchema,
  },
  {
    method: 'POST',
    url: '/api/order/:id/returns',
    params: orderIdParamsSchema,
    body: returnBodySchema,
  },
  {
    method: 'POST',
    url: '/api/admin/orders/:id/status',
    params: orderIdParamsSchema,
    body: orderStatusChangeSchema,
  },
  {
    method: 'POST',
    url: '/api/admin/orders/:id/refunds',
    params: orderIdParamsSchema,
    body: refundBodySchema,
  },
  { method: 'GET', url: '/api/admin/returns', query: adminReturnsQuerySchema },
  {
    method: 'POST',
    url: '/api/admin/returns/:id/status',
    params: returnIdParamsSchema,
    body: returnStatusChangeSchema,
  },
  { method: 'POST', url: '/api/payments/test-provider/confirm', body: testCardConfirmSchema },
  { method: 'POST', url: '/api/payments/webhook', body: ['paymentId', 'type'], signed: true },
  { method: 'GET', url: '/api/order/payment-methods' },
  {
    method: 'POST',
    url: '/api/order/payment-check/:id',
    params: orderIdParamsSchema,
    body: paymentCheckBodySchema,
  },
  // Vipps is not configured here: every callback is refused, whatever it carries.
  { method: 'POST', url: '/api/payments/vipps/webhook', body: ['reference', 'name', 'msn'] },
  {
    method: 'GET',
    url: '/api/tecdoc/search-by-registration-number',
    query: ['lang', 'registrationNumber'],
  },
  { method: 'GET', url: '/api/tecdoc/search', query: searchQuerySchema },
  { method: 'GET', url: '/api/tecdoc/suggestions', query: suggestionsQuerySchema },
  { method: 'GET', url: '/api/setting/settings' },
  { method: 'GET', url: '/api/vehicles/by-vin', query: vinQuerySchema },
  { method: 'GET', url: '/api/vehicles/years', query: langQuerySchema },
  { method: 'GET', url: '/api/vehicles/makes', query: makesByYearQuerySchema },
  { method: 'GET', url: '/api/vehicles/models', query: modelsByYearQuerySchema },
  { method: 'GET', url: '/api/vehicles/engines', query: enginesByYearQuerySchema },
  { method: 'GET', url: '/api/tecdoc/manufacturers', query: langQuerySchema },
  { method: 'GET', url: '/api/tecdoc/get-brands', query: langQuerySchema },
  { method: 'GET', url: '/api/tecdoc/models', query: modelSeriesQuerySchema },
  { method: 'GET', url: '/api/tecdoc/vehicle-ids', query: variantIdsQuerySchema },
  { method: 'POST', url: '/api/tecdoc/vehicles', body: variantsBodySchema },
  {
    method: 'GET',
    url: '/api/vehicles/variant/:carId',
    params: variantParamsSchema,
    query: langQuerySchema,
  },
  {
    method: 'GET',
    url: '/api/vehicles/variant/:carId/offline-pack',
    params: variantParamsSchema,
    query: langQuerySchema,
  },
  {
    method: 'GET',
    url: '/api/vehicles/variant/:carId/categories',
    params: variantParamsSchema,
    query: langQuerySchema,
  },
]

// ---------- Values: plausible ones from the schemas, and hostile ones ----------

/** JSON nested `depth` deep: `[[[…]]]`. */
function deepJson(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`
}

const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "'; drop table users; --",
  '1; select pg_sleep(10)--',
  '" or ""="',
  '\\',
  '%',
  '_',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '....//....//etc/passwd',
  '/etc/passwd\u0000.png',
  '\u0000',
  '\ud800',
  '\udfff',
  'a\ud83d',
  '\u202e\u2066evil\u2069',
  '\ufeff',
  'e\u0301\u0301\u0301\u0301\u0301',
  'bremse\u0000',
  '\u001b[31mrød',
  'ab\u0085cd',
  '\u007f\u009f',
  'br\u200femse',
  '\u200e\u200b\u200d',
  '🧰🚗💥',
  'ﷺ',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log4j-style probe, sent as it is
  '${jndi:ldap://example.invalid/a}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '-9223372036854775809',
  '99999999999999999999999',
  '0x1F',
  ' ',
  '',
  'null',
  'true',
  '[]',
  '{}',
]

/** Characters that are not plain text: controls, lone surrogates, emoji, bidi and zero-width marks, the BOM. */
const ODD_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u001f',
  '\t',
  '\n',
  '\r',
  '\u007f',
  '\u0085',
  '\u009f',
  '\ud800',
  '\udfff',
  '🚗',
  '👨‍🔧',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202e',
  '\u2066',
  '\u2069',
  '\u200b',
  '\u200d',
  '\ufeff',
]

/** Mostly printable ASCII, now and then an odd character: what a plausible string is made of. */
const textUnit = fc.oneof(
  { weight: 20, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom(...ODD_CHARACTERS) },
)

/** A short plain text with `odd` put in somewhere ('ab\u0000cd'). */
function textWith(odd: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(fc.string({ unit: 'grapheme-ascii', minLength: 2, maxLength: 12 }), odd, fc.nat())
    .map(([text, character, at]) => {
      const cut = at % (text.length + 1)
      return text.slice(0, cut) + character + text.slice(cut)
    })
}

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 100_000 }).map((n) => 'å'.repeat(n)) },
)

/** Anything JSON can carry, hostile first. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, 1e308, -1e308, 0.5) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 20_000 }).map((n) => Array(n).fill('x')) },
  {
    weight: 1,
    arbitrary: fc.constant({ __proto__: { admin: true }, constructor: { prototype: 1 } }),
  },
)

type JsonSchema = {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  format?: string
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  items?: JsonSchema
  properties?: Record<string, JsonSchema>
  required?: string[]
  pattern?: string
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
}

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  } catch {
    return {}
  }
}

/** A value of the schema's shape (not always valid: limits are only roughly kept). */
function plausible(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant(null)
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf
  if (options?.length) return fc.oneof(...options.map((option) => plausible(option, depth + 1)))
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum?.length) return fc.constantFrom(...schema.enum)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string':
      if (schema.format === 'email') return fc.emailAddress()
      if (schema.format === 'uuid') return fc.uuid()
      return fc.string({
        unit: textUnit,
        minLength: Math.min(schema.minLength ?? 0, 20),
        maxLength: Math.min(schema.maxLength ?? 30, 30),
      })
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1_000, -1_000_000),
        max: Math.min(schema.maximum ?? 100_000, 1_000_000),
      })
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true })
    case 'boolean':
      return fc.boolean()
    case 'array':
      return fc.array(schema.items ? plausible(schema.items, depth + 1) : fc.jsonValue(), {
        maxLength: 3,
      })
    case 'object':
      return objectOf(schema, depth + 1)
    default:
      return fc.jsonValue({ maxDepth: 1 })
  }
}

/** An object with some of the schema's fields — each plausible or hostile — and maybe an extra one. */
function objectOf(schema: JsonSchema | string[], depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties: Record<string, JsonSchema> = Array.isArray(schema)
    ? Object.fromEntries(schema.map((name) => [name, {}]))
    : (schema.properties ?? {})
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, field]) => [
      name,
      fc.oneof(
        { weight: 3, arbitrary: plausible(field, depth) },
        { weight: 1, arbitrary: hostileValue },
      ),
    ]),
  )
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.option(
        fc.tuple(fc.oneof(fc.string(), fc.constantFrom(...HOSTILE_STRINGS)), hostileValue),
        {
          freq: 3,
        },
      ),
    )
    .map(([record, extra]) => (extra ? { ...record, [extra[0]]: extra[1] } : record))
}

function fieldsOf(source: z.ZodType | string[] | undefined): JsonSchema | string[] {
  if (!source) return []
  return Array.isArray(source) ? source : jsonSchemaOf(source)
}

/** UTF-8 percent-encoding that also takes lone surrogates (encodeURIComponent throws on them). */
function encode(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('')
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

/** A query string from some of the schema's fields (strings; sometimes repeated), plus junk. */
function queryOf(endpoint: Endpoint): fc.Arbitrary<string> {
  const source = fieldsOf(endpoint.query)
  return fc
    .tuple(
      objectOf(source),
      fc.constantFrom(
        '',
        '&&&',
        '&=',
        '&a[b][c]=1',
        '&__proto__[x]=1',
        '&lang=no&lang=en',
        `&${'p'.repeat(3000)}=1`,
      ),
    )
    .map(([record, junk]) => {
      const parts = Object.entries(record).flatMap(([name, value]) =>
        Array.isArray(value) && value.length < 50
          ? value.map((item) => `${encode(name)}=${encode(asText(item))}`)
          : [`${encode(name)}=${encode(asText(value))}`],
      )
      const query = parts.join('&') + junk
      return query ? `?${query}` : ''
    })
}

function pathOf(endpoint: Endpoint): fc.Arbitrary<string> {
  const names = [...endpoint.url.matchAll(/:(\w+)/g)].map((match) => match[1] as string)
  if (names.length === 0) return fc.constant(endpoint.url)
  const properties = endpoint.params ? (jsonSchemaOf(endpoint.params).properties ?? {}) : {}
  const value = (name: string) =>
    fc.oneof(
      plausible(properties[name] ?? { type: 'string' }).map((v) => encode(asText(v))),
      hostileString.map(encode),
      // Left as typed: traversal the router and the handler must both hold.
      fc.constantFrom(
        '..%2f..%2fetc%2fpasswd',
        '%2e%2e%2f',
        '..%5c..%5c',
        '%00',
        'a%2fb',
        '%252e%252e',
      ),
    )
  return fc.tuple(...names.map(value)).map((values) => {
    let url = endpoint.url
    names.forEach((name, i) => {
      url = url.replace(`:${name}`, values[i] || '%20')
    })
    return url
  })
}

interface Sent {
  contentType?: string
  payload?: string | Buffer
}

/** The body: the schema's fields as JSON, or a hostile body of another kind. */
function bodyOf(endpoint: Endpoint): fc.Arbitrary<Sent> {
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
    return fc.oneof(
      { weight: 5, arbitrary: fc.constant({}) },
      { weight: 1, arbitrary: fc.constant({ contentType: 'application/json', payload: '{"a":' }) },
    )
  }
  const asJson = objectOf(fieldsOf(endpoint.body)).map((value) => ({
    contentType: 'application/json',
    payload: JSON.stringify(value),
  }))
  const kinds: fc.Arbitrary<Sent>[] = [
    asJson,
    asJson,
    asJson,
    hostileValue.map((value) => ({ contentType: 'application/json', payload: asText(value) })),
    fc.constantFrom<Sent>(
      { contentType: 'application/json', payload: deepJson(10_000) },
      { contentType: 'application/json', payload: `{"a":${deepJson(5_000)}}` },
      { contentType: 'application/json', payload: '{"a":1,' },
      { contentType: 'application/json', payload: '' },
      { contentType: 'application/json', payload: '\u0000' },
      { contentType: 'application/json', payload: '{"__proto__":{"role":"ADMIN"}}' },
      { contentType: 'text/plain', payload: 'hello' },
      { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
      {
        contentType: 'application/xml',
        payload:
          '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
      },
      { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nbroken' },
      { contentType: 'application/json; charset=utf-16', payload: '{}' },
      { payload: '{}' },
    ),
  ]
  if (endpoint.multipart) {
    const fields = objectOf(fieldsOf(endpoint.body))
    kinds.push(multipartOf(fields), multipartOf(fields))
  }
  return fc.oneof(...kinds)
}

/** A file part: the avatar or not, any name and type, random bytes. */
const fileField = fc.record({
  field: fc.constantFrom('avatar', 'avatar', 'file', '../avatar'),
  filename: fc.oneof(
    fc.constantFrom('a.png', '../../x.html', 'a.svg', '\u0000.png'),
    hostileString,
  ),
  type: fc.constantFrom(
    'image/png',
    'image/jpeg',
    'text/html',
    'image/svg+xml',
    'application/octet-stream',
  ),
  bytes: fc.uint8Array({ maxLength: 2_000 }),
})

/** A multipart form with the fields given and, unless told otherwise, maybe a file. */
function multipartOf(
  fields: fc.Arbitrary<Record<string, unknown>>,
  { file = true } = {},
): fc.Arbitrary<Sent> {
  const boundary = 'fuzzboundary7MA4YWxkTrZu0gW'
  return fc
    .tuple(fields, file ? fc.option(fileField) : fc.constant(null))
    .map(([values, upload]) => {
      const parts: Buffer[] = []
      for (const [name, value] of Object.entries(values)) {
        parts.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${asText(name).replaceAll('"', '')}"\r\n\r\n${asText(value)}\r\n`,
          ),
        )
      }
      if (upload) {
        parts.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${upload.field}"; filename="${upload.filename.replaceAll('"', '')}"\r\nContent-Type: ${upload.type}\r\n\r\n`,
          ),
          Buffer.from(upload.bytes),
          Buffer.from('\r\n'),
        )
      }
      parts.push(Buffer.from(`--${boundary}--\r\n`))
      return {
        contentType: `multipart/form-data; boundary=${boundary}`,
        payload: Buffer.concat(parts),
      }
    })
}

type Caller = 'none' | 'garbage' | 'customer' | 'admin'

const headerText = fc.string({ unit: 'grapheme-ascii', maxLength: 80 })

interface FuzzRequest {
  url: string
  sent: Sent
  caller: Caller
  idempotencyKey?: string
  payloadVersion?: string
  sign: boolean
}

function requestsFor(endpoint: Endpoint): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    { weight: 3, arbitrary: hostileRequestFor(endpoint) },
    {
      weight: 1,
      arbitrary: shapedRequestFor(endpoint, textWith(fc.constantFrom(...ODD_CHARACTERS))),
    },
  )
}

function hostileRequestFor(endpoint: Endpoint): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    url: fc.tuple(pathOf(endpoint), queryOf(endpoint)).map(([path, query]) => path + query),
    sent: bodyOf(endpoint),
    caller: fc.constantFrom<Caller>('none', 'garbage', 'customer', 'admin'),
    idempotencyKey: fc.option(fc.oneof(fc.uuid(), headerText), { nil: undefined }),
    payloadVersion: fc.option(fc.oneof(fc.constantFrom('1', '2', '0', '999', '-1'), headerText), {
      nil: undefined,
    }),
    sign: fc.boolean(),
  })
}

/**
 * A request of the route's own shape, signed in, with an idempotency key and a valid
 * signature, whose free texts (query, path and body) all come from `texts`.
 */
function shapedRequestFor(
  endpoint: Endpoint,
  texts: fc.Arbitrary<string>,
  { optional = true } = {},
): fc.Arbitrary<FuzzRequest> {
  const names = [...endpoint.url.matchAll(/:(\w+)/g)].map((match) => match[1] as string)
  const params = endpoint.params ? (jsonSchemaOf(endpoint.params).properties ?? {}) : {}
  const path = fc
    .tuple(...names.map((name) => shapedValue(params[name] ?? { type: 'string' }, texts)))
    .map((values) => {
      let url = endpoint.url
      names.forEach((name, i) => {
        url = url.replace(`:${name}`, encode(asText(values[i])) || '%20')
      })
      return url
    })
  const query = shapedObject(fieldsOf(endpoint.query), texts, { optional }).map((record) => {
    const parts = Object.entries(record).flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map(
        (item) => `${encode(name)}=${encode(asText(item))}`,
      ),
    )
    return parts.length > 0 ? `?${parts.join('&')}` : ''
  })
  const fields = shapedObject(fieldsOf(endpoint.body), texts, { optional })
  const sent: fc.Arbitrary<Sent> =
    endpoint.method === 'GET' || endpoint.method === 'DELETE'
      ? fc.constant({})
      : endpoint.multipart
        ? multipartOf(fields, { file: false })
        : fields.map((value) => ({
            contentType: 'application/json',
            payload: JSON.stringify(value),
          }))
  return fc.record({
    url: fc.tuple(path, query).map(([pathPart, queryPart]) => pathPart + queryPart),
    sent,
    caller: fc.constantFrom<Caller>('customer', 'admin'),
    idempotencyKey: fc.uuid(),
    sign: fc.constant(true),
  })
}

/**
 * A value of the schema's shape that gets past validation but for its texts: required fields
 * (and maybe one optional one), every free string from `texts`; e-mail addresses, ids,
 * patterned strings and enums as the schema has them.
 */
function shapedValue(
  schema: JsonSchema,
  texts: fc.Arbitrary<string>,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant(null)
  const options = schema.anyOf ?? schema.oneOf
  if (options?.length) {
    return fc.oneof(...options.map((option) => shapedValue(option, texts, depth + 1)))
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  if (type === 'object') return shapedObject(schema, texts, { depth: depth + 1 })
  if (type === 'array' && schema.items) {
    return fc.array(shapedValue(schema.items, texts, depth + 1), { minLength: 1, maxLength: 2 })
  }
  const free = schema.format === undefined && schema.pattern === undefined
  if (type === 'string' && free && schema.enum === undefined && schema.const === undefined) {
    return texts
  }
  return plausible(schema, depth)
}

function shapedObject(
  schema: JsonSchema | string[],
  texts: fc.Arbitrary<string>,
  { optional = true, depth = 0 } = {},
): fc.Arbitrary<Record<string, unknown>> {
  if (Array.isArray(schema)) return fc.record(Object.fromEntries(schema.map((n) => [n, texts])))
  const properties = schema.properties ?? {}
  const required = new Set(schema.required ?? [])
  const value = (name: string) => shapedValue(properties[name] ?? {}, texts, depth)
  const requiredFields = Object.fromEntries(
    Object.keys(properties)
      .filter((name) => required.has(name))
      .map((name) => [name, value(name)]),
  )
  const others = Object.keys(properties).filter((name) => !required.has(name))
  const extra =
    optional && others.length > 0
      ? fc.option(
          fc.constantFrom(...others).chain((name) => value(name).map((v) => [name, v] as const)),
        )
      : fc.constant(null)
  return fc
    .tuple(fc.record(requiredFields), extra)
    .map(([record, one]) => (one ? { ...record, [one[0]]: one[1] } : record))
}

// ---------- What must hold ----------

/** Rows that may change on a rejected request, by design. */
const CHANGING_ON_REJECTION = new Set([
  // Failed sign-ins are counted: that is how the login limit works (issue 8 §1).
  'rate_limits',
  // The migrations' own bookkeeping.
  '__drizzle_migrations',
])

/** Catalogue tables are big and only featuring writes them: counted, not hashed (but `articles` is). */
const COUNTED_ONLY = new Set([
  'article_vehicles',
  'article_oe_numbers',
  'article_criteria',
  'article_names',
  'vehicles',
  'model_series',
  'manufacturers',
  'categories',
  'brands',
  'demo_registrations',
])

async function fingerprint(app: FastifyInstance): Promise<Record<string, string>> {
  const rows = async (query: ReturnType<typeof sql.raw>) =>
    ((await app.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows
  const tables = (
    await rows(
      sql.raw(
        "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
      ),
    )
  )
    .map((row) => String(row.name))
    .filter((name) => !CHANGING_ON_REJECTION.has(name))
  const result: Record<string, string> = {}
  for (const table of tables) {
    const [row] = await rows(
      sql.raw(
        COUNTED_ONLY.has(table)
          ? `select count(*)::text as print from "${table}"`
          : `select count(*)::text || ':' || coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as print from "${table}" t`,
      ),
    )
    result[table] = String(row?.print)
  }
  return result
}

/**
 * Whether the server reads a control character or a lone surrogate from the request's path,
 * query string or JSON body (TAB, LF and CR count in the address only); what does not decode
 * is not read as text.
 */
function carriesRefusedText(request: FuzzRequest): boolean {
  const [path = '', query = ''] = request.url.split(/\?(.*)/s)
  const inAddress = [...path.split('/'), ...query.split(/[&=]/)].some((part) => {
    const text = decodedOrNull(part.replaceAll('+', ' '))
    return text !== null && forbiddenCharacter(text, { lineBreaks: false }) !== undefined
  })
  const { contentType, payload } = request.sent
  if (inAddress || contentType !== 'application/json' || typeof payload !== 'string') {
    return inAddress
  }
  let body: unknown
  try {
    body = JSON.parse(payload)
  } catch {
    return false
  }
  const pending = [body]
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    if (typeof item === 'string' && forbiddenCharacter(item, { lineBreaks: true })) return true
    if (item === null || typeof item !== 'object') continue
    for (const [name, value] of Object.entries(item)) {
      if (forbiddenCharacter(name, { lineBreaks: false })) return true
      pending.push(value)
    }
  }
  return false
}

function decodedOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
}

const STACK_TRACE = /\n\s+at |node_modules|\/src\/server\/|\.ts:\d+/

function check(endpoint: Endpoint, request: FuzzRequest, response: LightMyRequestResponse) {
  const where = `${endpoint.method} ${request.url.slice(0, 200)} (${request.caller}) → ${response.statusCode} ${response.body.slice(0, 300)}`
  if (response.statusCode >= 500) throw new Error(`5xx: ${where}`)
  if (response.statusCode < 400 && request.url.startsWith('/api/') && carriesRefusedText(request)) {
    throw new Error(`a control character or lone surrogate taken: ${where}`)
  }
  if (STACK_TRACE.test(response.body)) throw new Error(`a stack trace or source path: ${where}`)
  if (response.statusCode >= 400) {
    let body: unknown
    try {
      body = response.json()
    } catch {
      throw new Error(`an error that is not JSON: ${where}`)
    }
    const error = (body as { error?: { code?: unknown; message?: unknown } }).error
    if (typeof error?.code !== 'string' || typeof error.message !== 'string' || !error.message) {
      throw new Error(`an error not in the { error: { code, message } } shape: ${where}`)
    }
  }
}

// ---------- The run ----------

let testApp: TestApp
let tokens: Record<Caller, string | undefined>
let accounts: Record<'customer' | 'admin', SignedUp>

beforeAll(async () => {
  testApp = await buildTestApp()
  accounts = { customer: await signUp(testApp.app), admin: await signInAsAdmin(testApp.app) }
  tokens = {
    none: undefined,
    garbage: 'not.a.token',
    customer: accounts.customer.token,
    admin: accounts.admin.token,
  }
})

/** Signs the caller in again after a request that ended its session. */
async function renewSession(app: FastifyInstance, caller: Caller): Promise<void> {
  if (caller !== 'customer' && caller !== 'admin') return
  const { email, password } = accounts[caller]
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  })
  if (response.statusCode !== 200) throw new Error(`sign-in again: ${response.body}`)
  tokens[caller] = response.json<{ token: string }>().token
}

/** Statuses seen, per status: printed at the end, so a run that never got past validation shows. */
const statuses = new Map<number, number>()
let sentCount = 0

afterAll(async () => {
  await testApp?.cleanup()
  const tally = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`)
  console.log(
    `fuzz: ${sentCount} requests to ${ENDPOINTS.length} endpoints (seed ${SEED}): ${tally.join(' ')}`,
  )
})

async function send(app: FastifyInstance, endpoint: Endpoint, request: FuzzRequest) {
  const headers: Record<string, string> = {}
  const token = tokens[request.caller]
  if (token) headers.authorization = request.caller === 'admin' ? `Bearer ${token}` : token
  if (request.sent.contentType) headers['content-type'] = request.sent.contentType
  if (request.idempotencyKey !== undefined) headers['idempotency-key'] = request.idempotencyKey
  if (request.payloadVersion !== undefined) headers['x-payload-version'] = request.payloadVersion
  if (endpoint.signed && request.sign && typeof request.sent.payload === 'string') {
    headers[SIGNATURE_HEADER] = signCallback(app.payments.webhookSecret, request.sent.payload)
  }
  return app.inject({
    method: endpoint.method,
    url: request.url,
    headers,
    ...(request.sent.payload !== undefined && { payload: request.sent.payload }),
  })
}

/**
 * The first requests to every endpoint, whatever the seed: its own shape with a NUL after a
 * short word in every text (what a search once handed the database), then an RTL mark and an
 * emoji (text the shop must take or answer cleanly).
 */
function oddExamples(endpoint: Endpoint): [FuzzRequest][] {
  return ['abc\u0000', 'olje\u200ffilter 🚗'].map((text) => {
    const shaped = shapedRequestFor(endpoint, fc.constant(text), { optional: false })
    const [request] = fc.sample(shaped, { seed: SEED, numRuns: 1 })
    return [request as FuzzRequest]
  })
}

describe('fuzzing every endpoint with hostile requests', () => {
  for (const endpoint of ENDPOINTS) {
    const writes = endpoint.method !== 'GET'
    it(
      `${endpoint.method} ${endpoint.url} never answers 5xx, errors in the JSON shape without a stack trace${writes ? ', and a rejected request changes no data' : ''}`,
      async () => {
        const app = testApp.app
        let before = writes ? await fingerprint(app) : undefined
        await fc.assert(
          fc.asyncProperty(requestsFor(endpoint), async (request) => {
            const response = await send(app, endpoint, request)
            // Mails made after the answer (receipts, reset links) are written before comparing.
            await app.mail.settled()
            sentCount++
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1)
            check(endpoint, request, response)
            if (!writes) return
            const after = await fingerprint(app)
            if (response.statusCode >= 400) {
              expect(
                after,
                `rows changed by a rejected ${endpoint.method} ${request.url.slice(0, 200)}`,
              ).toEqual(before)
            }
            before = after
            if (endpoint.endsSession && response.statusCode === 204) {
              await renewSession(app, request.caller)
              before = await fingerprint(app)
            }
          }),
          { seed: SEED, numRuns: RUNS, endOnFailure: !SHRINK, examples: oddExamples(endpoint) },
        )
      },
      60_000 + RUNS * 2_000,
    )
  }

  it('has a fuzz case for every route the app serves', async () => {
    const routes: string[] = []
    const probe = await buildTestApp({
      beforeReady: (app) =>
        app.addHook('onRoute', (route) => {
          const methods = [route.method].flat()
          // Single-method routes are the endpoints; multi-method ones are the 405 answers.
          if (methods.length === 1 && methods[0] !== 'HEAD') {
            routes.push(`${methods[0]} ${route.url}`)
          }
        }),
    })
    await probe.cleanup()
    const covered = new Set(ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.url}`))
    expect(routes.filter((route) => !covered.has(route))).toEqual([])
    expect(routes.length).toBeGreaterThanOrEqual(ENDPOINTS.length)
  })
})
