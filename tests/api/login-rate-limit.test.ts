import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isApiError } from '../../src/domain/api-error'
import { rateLimits } from '../../src/server/db/schema'
import { LOGIN_LIMIT } from '../../src/server/services/rate-limits'
import { GOOD_PASSWORD, signUp } from '../support/accounts'
import { buildTestApp, type TestApp } from '../support/build-app'

describe('the sign-in rate limit (per IP address and e-mail address)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t?.cleanup())

  const login = (email: string, password: string, ip = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: ip,
    })
  const failTimes = async (email: string, times: number, ip?: string) => {
    for (let i = 0; i < times; i++) {
      expect((await login(email, 'feil-passord', ip)).statusCode).toBe(401)
    }
  }

  it('answers 429 with Retry-After after 10 attempts, even to the right password', async () => {
    const { email } = await signUp(t.app)
    await failTimes(email, LOGIN_LIMIT.max)
    const blocked = await login(email, GOOD_PASSWORD)
    expect(blocked.statusCode).toBe(429)
    expect(isApiError(blocked.json())).toBe(true)
    expect(blocked.json().error).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many sign-in attempts. Wait a few minutes and try again.',
    })
    const retryAfter = Number(blocked.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_LIMIT.windowSeconds)
  })

  it('counts each IP address and e-mail address apart', async () => {
    const { email } = await signUp(t.app)
    const other = await signUp(t.app)
    await failTimes(email, LOGIN_LIMIT.max, '198.51.100.1')
    expect((await login(email, GOOD_PASSWORD, '198.51.100.1')).statusCode).toBe(429)
    // The same address from another network, and another address from the same one.
    expect((await login(email, GOOD_PASSWORD, '198.51.100.2')).statusCode).toBe(200)
    expect((await login(other.email, GOOD_PASSWORD, '198.51.100.1')).statusCode).toBe(200)
  })

  it('treats the address case-blind, so changing its case does not get round the limit', async () => {
    const { email } = await signUp(t.app)
    await failTimes(email, LOGIN_LIMIT.max, '192.0.2.10')
    const shouted = await login(email.toUpperCase(), GOOD_PASSWORD, '192.0.2.10')
    expect(shouted.statusCode).toBe(429)
  })

  it('starts afresh after a successful sign-in', async () => {
    const { email } = await signUp(t.app)
    await failTimes(email, LOGIN_LIMIT.max - 1, '192.0.2.20')
    expect((await login(email, GOOD_PASSWORD, '192.0.2.20')).statusCode).toBe(200)
    await failTimes(email, LOGIN_LIMIT.max, '192.0.2.20')
    expect((await login(email, GOOD_PASSWORD, '192.0.2.20')).statusCode).toBe(429)
  })

  it('lets sign-ins through again once the window has passed', async () => {
    const { email } = await signUp(t.app)
    await failTimes(email, LOGIN_LIMIT.max, '192.0.2.30')
    expect((await login(email, GOOD_PASSWORD, '192.0.2.30')).statusCode).toBe(429)
    // The window started 15 minutes ago: as if the clock had moved on.
    await t.app.database.db.update(rateLimits).set({
      windowStart: sql`now() - make_interval(secs => ${LOGIN_LIMIT.windowSeconds})`,
    })
    expect((await login(email, GOOD_PASSWORD, '192.0.2.30')).statusCode).toBe(200)
  })

  it('keeps no e-mail address in clear in its counters', async () => {
    const { email } = await signUp(t.app)
    await failTimes(email, 1, '192.0.2.40')
    const rows = await t.app.database.db.select().from(rateLimits)
    expect(rows.length).toBeGreaterThan(0)
    expect(JSON.stringify(rows)).not.toContain(email)
  })

  it('counts every one of many attempts made at once', async () => {
    const { email } = await signUp(t.app)
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => login(email, 'feil-passord', '192.0.2.50')),
    )
    const statuses = answers.map((answer) => answer.statusCode).sort()
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_LIMIT.max)
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - LOGIN_LIMIT.max)
  })
})
