import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isApiError } from '../../src/domain/api-error'
import { signUp } from '../support/accounts'
import { buildTestApp, type TestApp } from '../support/build-app'

const CONTACT = '/api/contact/send/email'
const JSON_HEADERS = { 'content-type': 'application/json' }
const goodMessage = { payload: { name: 'Ola Nordmann', email: 'ola@example.no', message: 'Hei!' } }

/** Log lines the app wrote, parsed. */
const logLines: Array<Record<string, unknown>> = []
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line))
    done()
  },
})

function linesFor(requestId: string | string[] | number | undefined) {
  return logLines.filter((line) => line.reqId === requestId)
}

describe('bad input', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({
      logStream,
      beforeReady(app) {
        app.get('/api/test/explode', async () => {
          throw new Error('secret detail: connection string postgres://user:pw@db')
        })
      },
    })
  })
  afterAll(() => t?.cleanup())

  /** Each case: the request, then the status and error code it must answer. */
  const cases = [
    {
      name: 'malformed JSON answers 400 INVALID_JSON',
      request: { method: 'POST', url: CONTACT, headers: JSON_HEADERS, payload: '{"payload": {' },
      status: 400,
      code: 'INVALID_JSON',
    },
    {
      name: 'an empty body declared as JSON answers 400 INVALID_JSON',
      request: { method: 'POST', url: CONTACT, headers: JSON_HEADERS, payload: '' },
      status: 400,
      code: 'INVALID_JSON',
    },
    {
      name: 'a body that is not JSON answers 415 UNSUPPORTED_MEDIA_TYPE',
      request: {
        method: 'POST',
        url: CONTACT,
        headers: { 'content-type': 'text/plain' },
        payload: 'name=Ola',
      },
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    },
    {
      name: 'a form post answers 415 UNSUPPORTED_MEDIA_TYPE',
      request: {
        method: 'POST',
        url: CONTACT,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'name=Ola',
      },
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    },
    {
      name: 'a body over 1 MiB answers 413 PAYLOAD_TOO_LARGE',
      request: {
        method: 'POST',
        url: CONTACT,
        headers: JSON_HEADERS,
        payload: JSON.stringify({ payload: { message: 'x'.repeat(1024 * 1024) } }),
      },
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    },
    {
      name: 'an unknown API path answers 404 NOT_FOUND',
      request: { method: 'GET', url: '/api/no/such/thing' },
      status: 404,
      code: 'NOT_FOUND',
    },
    {
      name: 'an unknown API path with another method answers 404 NOT_FOUND',
      request: { method: 'DELETE', url: '/api/no/such/thing' },
      status: 404,
      code: 'NOT_FOUND',
    },
    {
      name: 'a path outside the API answers 404 NOT_FOUND when no PWA is built',
      request: { method: 'GET', url: '/cart' },
      status: 404,
      code: 'NOT_FOUND',
    },
    {
      name: 'a wrong method on an API path answers 405 METHOD_NOT_ALLOWED',
      request: { method: 'GET', url: CONTACT },
      status: 405,
      code: 'METHOD_NOT_ALLOWED',
    },
    {
      name: 'a body failing validation answers 400 VALIDATION_ERROR',
      request: { method: 'POST', url: CONTACT, headers: JSON_HEADERS, payload: { payload: {} } },
      status: 400,
      code: 'VALIDATION_ERROR',
    },
    {
      name: 'malformed JSON on sign-in answers 400 INVALID_JSON',
      request: { method: 'POST', url: '/api/auth/login', headers: JSON_HEADERS, payload: '{"e' },
      status: 400,
      code: 'INVALID_JSON',
    },
    {
      name: 'a call that needs a signed-in user, without a token, answers 401 UNAUTHORIZED',
      request: { method: 'GET', url: '/api/garage' },
      status: 401,
      code: 'UNAUTHORIZED',
    },
    {
      name: 'a bad token answers 401 UNAUTHORIZED',
      request: { method: 'GET', url: '/api/user/me', headers: { authorization: 'Bearer x.y.z' } },
      status: 401,
      code: 'UNAUTHORIZED',
    },
    {
      name: 'a wrong method on the garage answers 405 METHOD_NOT_ALLOWED',
      request: { method: 'PUT', url: '/api/garage' },
      status: 405,
      code: 'METHOD_NOT_ALLOWED',
    },
    {
      name: 'a malformed URL answers 400 BAD_URL',
      request: { method: 'GET', url: '/api/%zz' },
      status: 400,
      code: 'BAD_URL',
    },
    {
      name: 'a NUL in a search answers 400 VALIDATION_ERROR',
      request: { method: 'GET', url: '/api/tecdoc/search?search=abc%00' },
      status: 400,
      code: 'VALIDATION_ERROR',
    },
    {
      name: 'a NUL in the search box’s suggestions answers 400 VALIDATION_ERROR',
      request: { method: 'GET', url: '/api/tecdoc/suggestions?search=%00%00' },
      status: 400,
      code: 'VALIDATION_ERROR',
    },
    {
      name: 'a NUL in an article number look-up answers 400 VALIDATION_ERROR',
      request: {
        method: 'GET',
        url: '/api/tecdoc/get-product-by-article-number?articleNumber=17086%00',
      },
      status: 400,
      code: 'VALIDATION_ERROR',
    },
    {
      name: 'a C1 control in a path parameter answers 400 VALIDATION_ERROR',
      request: { method: 'GET', url: '/api/shared/%C2%85abc' },
      status: 400,
      code: 'VALIDATION_ERROR',
    },
    {
      name: 'a failing handler answers 500 INTERNAL_ERROR',
      request: { method: 'GET', url: '/api/test/explode' },
      status: 500,
      code: 'INTERNAL_ERROR',
    },
  ] as const

  for (const { name, request, status, code } of cases) {
    it(`${name}, in the JSON error shape, logged in one line`, async () => {
      const response = await t.app.inject(request)

      expect(response.statusCode).toBe(status)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
      const body = response.json()
      expect(isApiError(body)).toBe(true)
      expect(body.error.code).toBe(code)
      expect(body.error.message).not.toMatch(/\n\s+at /)
      await new Promise((resolve) => setImmediate(resolve))
      const lines = linesFor(response.headers['x-request-id'])
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatchObject({ statusCode: status, code })
    })
  }

  it('answers a 5xx with a generic message and keeps the cause in the log only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/explode' })

    expect(response.json().error.message).not.toContain('secret')
    expect(response.body).not.toContain('postgres://')
    await new Promise((resolve) => setImmediate(resolve))
    const [line] = linesFor(response.headers['x-request-id'])
    expect(JSON.stringify(line)).toContain('secret detail')
  })

  it('names the allowed methods in the Allow header of a 405', async () => {
    const onContact = await t.app.inject({ method: 'PUT', url: CONTACT })
    const onHealth = await t.app.inject({ method: 'POST', url: '/api/health' })

    expect(onContact.statusCode).toBe(405)
    expect(onContact.headers.allow).toBe('POST')
    expect(onHealth.statusCode).toBe(405)
    expect(onHealth.headers.allow).toBe('GET, HEAD')
  })

  it('says which fields failed validation, in words', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: CONTACT,
      headers: JSON_HEADERS,
      payload: { payload: { name: 'Ola', email: 'ola@@example.no' } },
    })

    const { message } = response.json().error
    expect(message).toContain('payload.email')
    expect(message).toContain('payload.message')
    expect(message).not.toContain('payload.name')
  })

  it('names the field and the character when a text holds a control character', async () => {
    const search = await t.app.inject({ method: 'GET', url: '/api/tecdoc/search?search=abc%00' })
    const newline = await t.app.inject({
      method: 'GET',
      url: '/api/tecdoc/search?search=bremse%0Aklosser',
    })

    expect(search.json().error.message).toMatch(/^search: .*U\+0000/)
    expect(newline.statusCode).toBe(400)
    expect(newline.json().error.message).toMatch(/^search: .*U\+000A/)
  })

  it('answers an emoji-only search with an empty page and empty suggestions', async () => {
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/tecdoc/search?search=${encodeURIComponent('🚗')}`,
    })
    const suggestions = await t.app.inject({
      method: 'GET',
      url: `/api/tecdoc/suggestions?search=${encodeURIComponent('🚗')}`,
    })

    expect(search.statusCode).toBe(200)
    expect(search.json()).toMatchObject({ articles: [], total: 0 })
    expect(suggestions.statusCode).toBe(200)
    expect(suggestions.json()).toEqual({ products: [], categories: [] })
  })

  it('finds the same with an RTL mark or a zero-width space inside a word as without', async () => {
    const ids = async (search: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/tecdoc/search?search=${encodeURIComponent(search)}`,
      })
      expect(response.statusCode).toBe(200)
      return (response.json().articles as { articleId: number }[]).map((a) => a.articleId)
    }

    const plain = await ids('bremseklosser')
    expect(plain.length).toBeGreaterThan(0)
    expect(await ids('brem\u200fseklosser')).toEqual(plain)
    expect(await ids('\ufeffbremse\u200bklosser\u200e')).toEqual(plain)
  })

  it('refuses a lone surrogate in a contact message and in an address, naming the field', async () => {
    const contact = await t.app.inject({
      method: 'POST',
      url: CONTACT,
      payload: { payload: { ...goodMessage.payload, message: 'Hei \ud83d' } },
    })
    const { token } = await signUp(t.app)
    const address = await t.app.inject({
      method: 'POST',
      url: '/api/address/add',
      headers: { authorization: token },
      payload: {
        firstName: 'Kari',
        lastName: 'Nordmann',
        address1: 'Storgata 1\udc00',
        city: 'Oslo',
        postcode: '0155',
      },
    })

    expect(contact.statusCode).toBe(400)
    expect(contact.json().error).toMatchObject({ code: 'VALIDATION_ERROR' })
    expect(contact.json().error.message).toMatch(/^payload\.message: .*lone surrogate/)
    expect(address.statusCode).toBe(400)
    expect(address.json().error.message).toMatch(/^address1: .*U\+DC00/)
  })

  it('stores a contact message with lines, a tab, an emoji and an RTL mark as it was written', async () => {
    const message = 'Hei!\r\n\tTrenger bremseklosser 🚗\u200f'
    const response = await t.app.inject({
      method: 'POST',
      url: CONTACT,
      payload: { payload: { ...goodMessage.payload, message } },
    })

    expect(response.statusCode).toBe(201)
    const { rows } = (await t.app.database.db.execute(
      sql`select message from contact_messages where id = ${response.json().id}`,
    )) as unknown as { rows: { message: string }[] }
    expect(rows[0]?.message).toBe(message)
  })

  it('keeps serving good requests after all the bad ones', async () => {
    for (const { request } of cases) await t.app.inject(request)

    const health = await t.app.inject({ method: 'GET', url: '/api/health' })
    const contact = await t.app.inject({
      method: 'POST',
      url: CONTACT,
      headers: JSON_HEADERS,
      payload: goodMessage,
    })

    expect(health.statusCode).toBe(200)
    expect(contact.statusCode).toBe(201)
  })
})
