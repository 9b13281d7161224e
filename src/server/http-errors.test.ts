import { describe, expect, it } from 'vitest'
import { API_ERROR_CODES } from '../domain/api-error-codes'
import { HttpError, toErrorReply } from './http-errors'
import { CatalogueProviderError } from './providers/catalogue/catalogue-port'
import { VehicleRegistryError } from './providers/vehicle-registry/registry-port'

const BODY_LIMIT = 1024

/** The message of the 503 with `code` that `error` is answered with. */
function messageOf503(error: Error, code: string): string {
  const reply = toErrorReply(error, BODY_LIMIT)
  expect(reply).toMatchObject({ statusCode: 503, body: { error: { code } } })
  return reply.body.error.message
}

describe("the catalogue provider's failures as API errors", () => {
  it('answers 404 NOT_FOUND when the provider does not know the id', () => {
    const reply = toErrorReply(new CatalogueProviderError('not_found', 'TecDoc: 404'), BODY_LIMIT)
    expect(reply).toMatchObject({ statusCode: 404, body: { error: { code: 'NOT_FOUND' } } })
  })

  it("keeps the provider's own words out of the answer", () => {
    const failure = new CatalogueProviderError(
      'unavailable',
      'TecDoc GET /models failed: the provider is down (HTTP 500: stack trace …)',
      { status: 500 },
    )
    const reply = toErrorReply(failure, BODY_LIMIT)
    expect(reply.statusCode).toBe(503)
    expect(reply.body.error.code).toBe('CATALOGUE_UNAVAILABLE')
    expect(reply.body.error.message).not.toContain('HTTP 500')
  })

  it('tells the client how long to wait when the provider is rate limiting, 30 s if it did not say', () => {
    const said = new CatalogueProviderError('rate_limited', 'slow down', { retryAfter: 7 })
    const unsaid = new CatalogueProviderError('rate_limited', 'slow down')
    expect(toErrorReply(said, BODY_LIMIT)).toMatchObject({
      statusCode: 503,
      headers: { 'retry-after': '7' },
      body: { error: { code: 'CATALOGUE_RATE_LIMITED' } },
    })
    expect(toErrorReply(unsaid, BODY_LIMIT).headers).toEqual({ 'retry-after': '30' })
  })

  it('names the setting the operator must fix when the key is refused', () => {
    const refused = new CatalogueProviderError('unauthorized', 'HTTP 401')
    expect(messageOf503(refused, 'CATALOGUE_UNAUTHORIZED')).toContain('TECDOC_API_KEY')
  })
})

describe("the vehicle registry's failures as API errors", () => {
  it("answers 503 with the quota code and the time to wait when the day's quota is spent", () => {
    const said = new VehicleRegistryError('quota', 'SVV: HTTP 422', { retryAfter: 3600 * 5 })
    expect(toErrorReply(said, BODY_LIMIT)).toMatchObject({
      statusCode: 503,
      headers: { 'retry-after': '18000' },
      body: { error: { code: 'REGISTRY_QUOTA_EXCEEDED' } },
    })
    expect(toErrorReply(new VehicleRegistryError('quota', 'x'), BODY_LIMIT).headers).toEqual({
      'retry-after': '3600',
    })
  })

  it("keeps the registry's own words out of the answer and names the key to check", () => {
    const down = new VehicleRegistryError('unavailable', 'HTTP 502: boom')
    expect(messageOf503(down, 'REGISTRY_UNAVAILABLE')).not.toContain('502')
    const refused = new VehicleRegistryError('unauthorized', 'HTTP 401')
    expect(messageOf503(refused, 'REGISTRY_UNAUTHORIZED')).toContain('SVV_API_KEY')
  })
})

describe('the codes the API answers with', () => {
  it('names every 4xx by a code of the shared list, so the client has words for it', () => {
    for (const statusCode of [
      400, 401, 403, 404, 405, 406, 408, 409, 413, 414, 415, 418, 429, 431,
    ]) {
      const reply = toErrorReply(Object.assign(new Error('framework'), { statusCode }), 1024)
      expect(reply.statusCode, String(statusCode)).toBe(statusCode)
      expect(API_ERROR_CODES, String(statusCode)).toContain(reply.body.error.code)
    }
    const teapot = toErrorReply(Object.assign(new Error('tea'), { statusCode: 418 }), 1024)
    expect(teapot.body.error.code).toBe('BAD_REQUEST')
  })

  it('sends the article a refused order line names, for the client to word', () => {
    const error = new HttpError(409, 'OUT_OF_STOCK', 'Sold out.', undefined, {
      articleNumber: 'P 56 125',
    })
    expect(toErrorReply(error, 1024).body).toEqual({
      error: { code: 'OUT_OF_STOCK', message: 'Sold out.', params: { articleNumber: 'P 56 125' } },
    })
  })
})
