import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isApiError } from '../../src/domain/api-error'
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
