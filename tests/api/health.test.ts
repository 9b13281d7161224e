import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { healthSchema } from '../../src/domain/api-error'
import { buildTestApp, type TestApp, usesPostgres } from '../support/build-app'

describe('GET /api/health', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t?.cleanup())

  it('reports ok, the version and a ready database of the configured kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' })

    expect(response.statusCode).toBe(200)
    const body = healthSchema.parse(response.json())
    expect(body).toEqual({
      status: 'ok',
      version: t.config.version,
      database: { kind: usesPostgres ? 'postgres' : 'pglite', ready: true },
    })
  })

  it('gives every response a request id in x-request-id', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/health' })
    const second = await t.app.inject({ method: 'GET', url: '/api/health' })

    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id'])
  })

  it("keeps the caller's request id when it looks like one, and replaces it otherwise", async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'client-42.a_b' },
    })
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    })

    expect(kept.headers['x-request-id']).toBe('client-42.a_b')
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('sends the security headers on API answers too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' })

    expect(response.headers['content-security-policy']).toContain("default-src 'self'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })
})
