import { randomUUID } from 'node:crypto'
import { decodeJwt, decodeProtectedHeader, SignJWT, UnsecuredJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { createSessionTokens, SESSION_TOKEN_TTL_S } from './session-tokens'

const SECRET = 'a test key of at least thirty-two characters'
const key = new TextEncoder().encode(SECRET)
const tokens = createSessionTokens(SECRET)
const userId = randomUUID()
const sessionId = randomUUID()

/** A token made by hand with our key, so one claim or header can differ from ours. */
function handMade(
  alg: string,
  { role = 'USER', expires = '1h' as string | number, sid = sessionId as string | null } = {},
) {
  return new SignJWT({ role, ...(sid !== null && { sid }) })
    .setProtectedHeader({ alg })
    .setSubject(userId)
    .setIssuer('delelager')
    .setAudience('delelager')
    .setIssuedAt()
    .setExpirationTime(expires)
    .sign(key)
}

describe('session tokens', () => {
  it('carries the user id as sub, the role and the session id as sid, signed with HS256, for 7 days', async () => {
    const token = await tokens.issue({ userId, role: 'ADMIN', sessionId })
    const claims = decodeJwt(token)

    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' })
    expect(claims).toMatchObject({ sub: userId, role: 'ADMIN', sid: sessionId })
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(SESSION_TOKEN_TTL_S)
    expect(SESSION_TOKEN_TTL_S).toBe(7 * 24 * 3600)
    expect(await tokens.verify(token)).toEqual({ userId, role: 'ADMIN', sessionId })
  })

  it('accepts a token made with the same key and claims', async () => {
    expect(await tokens.verify(await handMade('HS256'))).toEqual({
      userId,
      role: 'USER',
      sessionId,
    })
  })

  it('refuses a token that names no session, or names it by something that is no id', async () => {
    expect(await tokens.verify(await handMade('HS256', { sid: null }))).toBeNull()
    expect(await tokens.verify(await handMade('HS256', { sid: "1' or '1'='1" }))).toBeNull()
  })

  it('refuses a token signed with another key', async () => {
    const other = createSessionTokens('another key, also thirty-two characters long')
    expect(await tokens.verify(await other.issue({ userId, role: 'USER', sessionId }))).toBeNull()
  })

  it('refuses an unsigned token (alg none)', async () => {
    const unsigned = new UnsecuredJWT({ role: 'ADMIN' })
      .setSubject(userId)
      .setIssuer('delelager')
      .setAudience('delelager')
      .setExpirationTime('1h')
      .encode()
    expect(await tokens.verify(unsigned)).toBeNull()
  })

  it('refuses another HMAC algorithm even with the right key', async () => {
    expect(await tokens.verify(await handMade('HS512'))).toBeNull()
    expect(await tokens.verify(await handMade('HS384'))).toBeNull()
  })

  it('refuses an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 60
    expect(await tokens.verify(await handMade('HS256', { expires: past }))).toBeNull()
  })

  it('refuses a token for another audience or issuer', async () => {
    const wrongAudience = await new SignJWT({ role: 'USER' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuer('delelager')
      .setAudience('someone-else')
      .setExpirationTime('1h')
      .sign(key)
    expect(await tokens.verify(wrongAudience)).toBeNull()
  })

  it('refuses claims it does not know: a sub that is no id, a role that is none of ours', async () => {
    const badSub = await new SignJWT({ role: 'USER' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject("1' or '1'='1")
      .setIssuer('delelager')
      .setAudience('delelager')
      .setExpirationTime('1h')
      .sign(key)
    expect(await tokens.verify(badSub)).toBeNull()
    expect(await tokens.verify(await handMade('HS256', { role: 'ROOT' }))).toBeNull()
  })

  it('refuses text that is no token at all', async () => {
    for (const junk of ['', 'abc', 'a.b.c', '....', 'Bearer x']) {
      expect(await tokens.verify(junk)).toBeNull()
    }
  })
})
