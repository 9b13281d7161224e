import { describe, expect, it } from 'vitest'
import { toErrorReply } from './http-errors'
import { CatalogueProviderError } from './providers/catalogue/catalogue-port'

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
