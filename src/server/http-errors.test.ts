import { describe, expect, it } from 'vitest'
import { toErrorReply } from './http-errors'
import { CatalogueProviderError } from './providers/catalogue/catalogue-port'
import { VehicleRegistryError } from './providers/vehicle-registry/registry-port'

const BODY_LIMIT = 1024

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
    const reply = toErrorReply(new CatalogueProviderError('unauthorized', 'HTTP 401'), BODY_LIMIT)
    expect(reply).toMatchObject({
      statusCode: 503,
      body: { error: { code: 'CATALOGUE_UNAUTHORIZED' } },
    })
    expect(reply.body.error.message).toContain('TECDOC_API_KEY')
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
    const down = toErrorReply(new VehicleRegistryError('unavailable', 'HTTP 502: boom'), BODY_LIMIT)
    expect(down).toMatchObject({
      statusCode: 503,
      body: { error: { code: 'REGISTRY_UNAVAILABLE' } },
    })
    expect(down.body.error.message).not.toContain('502')
    const refused = toErrorReply(new VehicleRegistryError('unauthorized', 'HTTP 401'), BODY_LIMIT)
    expect(refused).toMatchObject({
      statusCode: 503,
      body: { error: { code: 'REGISTRY_UNAUTHORIZED' } },
    })
    expect(refused.body.error.message).toContain('SVV_API_KEY')
  })
})
