import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isApiError } from '../../src/domain/api-error'
import { serverSecrets, sessions, users } from '../../src/server/db/schema'
import { GOOD_PASSWORD, signUp, uniqueEmail } from '../support/accounts'
import { buildTestApp, type TestApp } from '../support/build-app'

const REGISTER = '/api/auth/register'
const LOGIN = '/api/auth/login'
const ME = '/api/user/me'
const LOGOUT = '/api/auth/logout'
const LOGOUT_ALL = '/api/auth/logout-all'
const SEVEN_DAYS_S = 7 * 24 * 60 * 60

describe('accounts: sign-up, sign-in and the signed-in user', () => {
  let t: TestApp
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload })
  const me = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: ME, headers: authorization ? { authorization } : {} })

  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t?.cleanup())

  /** The generated signing key, as the server keeps it. */
  async function signingKey(): Promise<Uint8Array> {
    const [row] = await t.app.database.db
      .select()
      .from(serverSecrets)
      .where(eq(serverSecrets.name, 'jwt'))
    if (!row) throw new Error('no signing key stored')
    return new TextEncoder().encode(row.value)
  }

  /**
   * A token made by hand with the server's key, so one thing can differ from the server's;
   * `sid` names a session (one of a sign-in, to be accepted), left out it names none.
   */
  async function handMadeToken(
    claims: { sub: string; sid?: string; role?: string; expires?: number | string },
    alg = 'HS256',
  ): Promise<string> {
    return new SignJWT({ role: claims.role ?? 'USER', ...(claims.sid && { sid: claims.sid }) })
      .setProtectedHeader({ alg })
      .setSubject(claims.sub)
      .setIssuer('delelager')
      .setAudience('delelager')
      .setIssuedAt()
      .setExpirationTime(claims.expires ?? '1h')
      .sign(await signingKey())
  }

  function expectUnauthorized(response: Awaited<ReturnType<typeof me>>) {
    expect(response.statusCode).toBe(401)
    expect(isApiError(response.json())).toBe(true)
    expect(response.json().error.code).toBe('UNAUTHORIZED')
    expect(response.headers['www-authenticate']).toBe('Bearer')
  }

  it('registers, signs in and reads the same user back with the token', async () => {
    const email = uniqueEmail()
    const registered = await post(REGISTER, { email, password: GOOD_PASSWORD })
    expect(registered.statusCode).toBe(201)
    const { user, token, sessionId } = registered.json()
    expect(user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email,
      role: 'USER',
      firstName: '',
      lastName: '',
      phone: null,
      avatar: null,
      priceDisplay: null,
    })
    expect(token).toEqual(expect.any(String))
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/)

    const loggedIn = await post(LOGIN, { email, password: GOOD_PASSWORD })
    expect(loggedIn.statusCode).toBe(200)
    expect(Object.keys(loggedIn.json()).sort()).toEqual(['sessionId', 'token', 'user'])
    expect(loggedIn.json().user).toEqual(user)
    // Each sign-in is a session of its own.
    expect(loggedIn.json().sessionId).not.toBe(sessionId)

    const self = await me(loggedIn.json().token)
    expect(self.statusCode).toBe(200)
    expect(self.json()).toEqual({ user })
    expect(self.headers['cache-control']).toBe('no-store')
  })

  it('never answers the password or its hash', async () => {
    const { email, password } = await signUp(t.app)
    const bodies = [(await post(LOGIN, { email, password })).body]
    bodies.push((await me((await post(LOGIN, { email, password })).json().token)).body)
    for (const body of bodies) {
      expect(body).not.toContain(password)
      expect(body).not.toMatch(/hash|argon/i)
    }
  })

  it('stores the address trimmed and lower-cased, and signs in whatever its case', async () => {
    const local = `ØYVIND.Nordmann-${randomUUID().slice(0, 8)}`
    const registered = await post(REGISTER, {
      email: `  ${local}@Example.NO `,
      password: GOOD_PASSWORD,
    })
    expect(registered.json().user.email).toBe(`${local.toLowerCase()}@example.no`)

    const loggedIn = await post(LOGIN, {
      email: `${local.toUpperCase()}@EXAMPLE.no`,
      password: GOOD_PASSWORD,
    })
    expect(loggedIn.statusCode).toBe(200)
    expect(loggedIn.json().user.id).toBe(registered.json().user.id)
  })

  it('refuses a second account for the same address, in any case, with 409 EMAIL_TAKEN', async () => {
    const { email } = await signUp(t.app)
    for (const again of [email, email.toUpperCase()]) {
      const response = await post(REGISTER, { email: again, password: 'et annet passord' })
      expect(response.statusCode).toBe(409)
      expect(response.json().error.code).toBe('EMAIL_TAKEN')
    }
  })

  it('creates one account when the same address signs up several times at once', async () => {
    const email = uniqueEmail()
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(REGISTER, { email, password: GOOD_PASSWORD })),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409])
    const rows = await t.app.database.db.select().from(users).where(eq(users.email, email))
    expect(rows).toHaveLength(1)
  })

  it('answers one 401 INVALID_CREDENTIALS for a wrong password and for an unknown address', async () => {
    const { email } = await signUp(t.app)
    const wrongPassword = await post(LOGIN, { email, password: 'feil passord' })
    const unknownEmail = await post(LOGIN, { email: uniqueEmail(), password: GOOD_PASSWORD })

    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401)
      expect(response.json().error.code).toBe('INVALID_CREDENTIALS')
      expect(response.json()).not.toHaveProperty('token')
    }
    expect(wrongPassword.json().error.message).toBe(unknownEmail.json().error.message)
  })

  it('refuses a password shorter than 8 or longer than 200 characters, saying so', async () => {
    const short = await post(REGISTER, { email: uniqueEmail(), password: 'kort123' })
    expect(short.statusCode).toBe(400)
    expect(short.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'password: Password must be at least 8 characters.',
    })

    const long = await post(REGISTER, { email: uniqueEmail(), password: 'x'.repeat(201) })
    expect(long.statusCode).toBe(400)
    expect(long.json().error.message).toContain('at most 200 characters')
  })

  it('refuses a 10 kB password at sign-up, sign-in and password change, storing nothing', async () => {
    const huge = 'p'.repeat(10 * 1024)
    const email = uniqueEmail()
    expect((await post(REGISTER, { email, password: huge })).statusCode).toBe(400)
    expect((await post(LOGIN, { email, password: huge })).statusCode).toBe(400)
    const { token } = await signUp(t.app)
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-password',
      payload: { oldPassword: huge, newPassword: huge },
      headers: { authorization: token },
    })
    expect(change.statusCode).toBe(400)
    expect(isApiError(change.json())).toBe(true)
    // Refused by the schema before any hashing: no account for the address.
    expect((await post(LOGIN, { email, password: GOOD_PASSWORD })).statusCode).toBe(401)
  })

  it('accepts a password of exactly 8 characters, and of 200', async () => {
    for (const password of ['12345678', 'æ'.repeat(200)]) {
      const email = uniqueEmail()
      expect((await post(REGISTER, { email, password })).statusCode).toBe(201)
      expect((await post(LOGIN, { email, password })).statusCode).toBe(200)
    }
  })

  it('refuses an address that is not one', async () => {
    for (const email of ['ola.nordmann.example.no', 'ola@@example.no', '@example.no', 'ola@']) {
      const response = await post(REGISTER, { email, password: GOOD_PASSWORD })
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'email: ERROR_FORM_INCORRECT_EMAIL',
      })
    }
    const empty = await post(LOGIN, { email: '  ', password: GOOD_PASSWORD })
    expect(empty.json().error.message).toBe('email: ERROR_FORM_REQUIRED')
  })

  it('refuses missing, mistyped and extra fields with 400, and creates no account', async () => {
    const email = uniqueEmail()
    const bodies = [
      {},
      { email },
      { password: GOOD_PASSWORD },
      { email, password: 12345678 },
      { email, password: GOOD_PASSWORD, role: 'ADMIN' },
      { email, password: GOOD_PASSWORD, firstName: 'Ola' },
    ]
    for (const body of bodies) {
      for (const url of [REGISTER, LOGIN]) {
        const response = await post(url, body)
        expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400)
        expect(response.json().error.code).toBe('VALIDATION_ERROR')
      }
    }
    const rows = await t.app.database.db.select().from(users).where(eq(users.email, email))
    expect(rows).toHaveLength(0)
  })

  it('stores an argon2id hash with at least 19 MiB, 2 passes and 1 lane, never the password', async () => {
    const { email, password } = await signUp(t.app)
    const [row] = await t.app.database.db.select().from(users).where(eq(users.email, email))
    const hash = row?.passwordHash ?? ''
    const params = hash.match(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[^$]+\$[^$]+$/)

    expect(params).not.toBeNull()
    expect(Number(params?.[1])).toBeGreaterThanOrEqual(19_456)
    expect(Number(params?.[2])).toBeGreaterThanOrEqual(2)
    expect(Number(params?.[3])).toBe(1)
    expect(hash).not.toContain(password)
  })

  it('issues an HS256 token for 7 days naming the user, role and session', async () => {
    const { user, token, sessionId } = await signUp(t.app)
    const [header] = token.split('.')
    const claims = decodeJwt(token)

    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toMatchObject({
      alg: 'HS256',
    })
    expect(claims).toMatchObject({ sub: user.id, role: 'USER', sid: sessionId })
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(SEVEN_DAYS_S)
  })

  it('takes the token raw, as the spec client sends it, and as Bearer', async () => {
    const { user, token } = await signUp(t.app)
    for (const authorization of [token, `Bearer ${token}`, `bearer ${token}`, ` ${token} `]) {
      const response = await me(authorization)
      expect(response.statusCode, authorization).toBe(200)
      expect(response.json().user.id).toBe(user.id)
    }
  })

  it('answers 401 UNAUTHORIZED without a token, saying it is missing', async () => {
    for (const authorization of [undefined, '', 'Bearer ', 'Bearer']) {
      const response = await me(authorization)
      expectUnauthorized(response)
    }
    expect((await me()).json().error.message).toBe('Authorization token is missing.')
  })

  it('answers 401 UNAUTHORIZED for a token that is no token', async () => {
    for (const junk of ['abc', 'a.b.c', 'Bearer abc.def.ghi', `Basic ${btoa('ola:passord')}`]) {
      expectUnauthorized(await me(junk))
    }
    expectUnauthorized(await me('x'.repeat(10_000)))
  })

  it('refuses a tampered token: a changed payload or a changed signature', async () => {
    const { token } = await signUp(t.app)
    const [header, payload, signature] = token.split('.') as [string, string, string]
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const promoted = Buffer.from(JSON.stringify({ ...claims, role: 'ADMIN' })).toString('base64url')
    const flipped = (signature.startsWith('A') ? 'B' : 'A') + signature.slice(1)

    expectUnauthorized(await me(`${header}.${promoted}.${signature}`))
    expectUnauthorized(await me(`${header}.${payload}.${flipped}`))
    expectUnauthorized(await me(`${header}.${payload}.`))
  })

  it('refuses an unsigned token (alg none) and one signed with another algorithm', async () => {
    const { user, sessionId: sid } = await signUp(t.app)
    const unsigned = new UnsecuredJWT({ role: 'USER', sid })
      .setSubject(user.id)
      .setIssuer('delelager')
      .setAudience('delelager')
      .setExpirationTime('1h')
      .encode()

    expectUnauthorized(await me(unsigned))
    expectUnauthorized(await me(await handMadeToken({ sub: user.id, sid }, 'HS512')))
    // The same claims with the allowed algorithm pass: only the algorithm made the difference.
    expect((await me(await handMadeToken({ sub: user.id, sid }))).statusCode).toBe(200)
  })

  it('refuses a signed token that names no session, as tokens made before sessions did', async () => {
    const { user } = await signUp(t.app)
    expectUnauthorized(await me(await handMadeToken({ sub: user.id })))
  })

  it("refuses a token naming another user's session, or a session that never was", async () => {
    const { user } = await signUp(t.app)
    const other = await signUp(t.app)
    expectUnauthorized(await me(await handMadeToken({ sub: user.id, sid: other.sessionId })))
    expectUnauthorized(await me(await handMadeToken({ sub: user.id, sid: randomUUID() })))
  })

  it('refuses an expired token', async () => {
    const { user, sessionId: sid } = await signUp(t.app)
    const expired = await handMadeToken({
      sub: user.id,
      sid,
      expires: Math.floor(Date.now() / 1000) - 1,
    })
    expectUnauthorized(await me(expired))
    expect((await me(expired)).json().error.message).toMatch(/expired/)
  })

  it('refuses the token of a user that no longer exists', async () => {
    const { user, token, sessionId: sid } = await signUp(t.app)
    await t.app.database.db.delete(users).where(eq(users.id, user.id))
    expectUnauthorized(await me(token))
    expectUnauthorized(await me(await handMadeToken({ sub: randomUUID(), sid })))
  })

  it('takes the role from the database: a token naming another role is refused', async () => {
    const { user, email, token, sessionId: sid } = await signUp(t.app)
    expectUnauthorized(await me(await handMadeToken({ sub: user.id, sid, role: 'ADMIN' })))

    await t.app.database.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, user.id))
    expectUnauthorized(await me(token))
    const again = await post(LOGIN, { email, password: GOOD_PASSWORD })
    expect(again.json().user.role).toBe('ADMIN')
    expect((await me(again.json().token)).json().user.role).toBe('ADMIN')
  })

  /** `POST url` with an optional token and an optional JSON body. */
  const signOut = (url: string, { token, body }: { token?: string; body?: object } = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: token ? { authorization: token } : {},
      ...(body && { payload: body }),
    })

  it('signs out with 204 and no body: the token that worked is refused from then on', async () => {
    const { token } = await signUp(t.app)
    expect((await me(token)).statusCode).toBe(200)
    const response = await signOut(LOGOUT, { token })
    expect(response.statusCode).toBe(204)
    expect(response.body).toBe('')
    expectUnauthorized(await me(token))
  })

  it('ends a session by its id alone, without a token, and none of the user’s other sessions', async () => {
    const { email, token: phone, sessionId } = await signUp(t.app)
    const laptop = (await post(LOGIN, { email, password: GOOD_PASSWORD })).json().token
    const response = await signOut(LOGOUT, { body: { sessionId } })
    expect(response.statusCode).toBe(204)
    expectUnauthorized(await me(phone))
    expect((await me(laptop)).statusCode).toBe(200)
  })

  it('answers 204 alike for an unknown, an ended and no session, and 400 for an id that is none', async () => {
    const { token, sessionId } = await signUp(t.app)
    expect((await signOut(LOGOUT, { body: { sessionId } })).statusCode).toBe(204)
    for (const body of [{ sessionId }, { sessionId: randomUUID() }, undefined]) {
      const response = await signOut(LOGOUT, { body })
      expect(response.statusCode, JSON.stringify(body)).toBe(204)
      expect(response.body).toBe('')
    }
    // A malformed id is refused before anything ends, also the session of the token sent.
    const other = await signUp(t.app)
    for (const body of [{ sessionId: 'abc' }, { sessionId: 42 }, { sessionId, extra: 1 }, {}]) {
      const response = await signOut(LOGOUT, { token: other.token, body })
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().error.code).toBe('VALIDATION_ERROR')
    }
    expect((await me(other.token)).statusCode).toBe(200)
    expectUnauthorized(await me(token))
  })

  it('ends every session of the user at logout-all, the asking one included, and nobody else’s', async () => {
    const { email, token } = await signUp(t.app)
    const second = (await post(LOGIN, { email, password: GOOD_PASSWORD })).json().token
    const stranger = await signUp(t.app)
    expectUnauthorized(await signOut(LOGOUT_ALL))
    const response = await signOut(LOGOUT_ALL, { token })
    expect(response.statusCode).toBe(204)
    expect(response.body).toBe('')
    expectUnauthorized(await me(token))
    expectUnauthorized(await me(second))
    expect((await me(stranger.token)).statusCode).toBe(200)
    expect((await post(LOGIN, { email, password: GOOD_PASSWORD })).statusCode).toBe(200)
  })

  it('refuses a session past its expiry, and sweeps the user’s expired sessions at the next sign-in', async () => {
    const { user, email, token, sessionId } = await signUp(t.app)
    const db = t.app.database.db
    await db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, sessionId as string))
    expectUnauthorized(await me(token))
    const again = await post(LOGIN, { email, password: GOOD_PASSWORD })
    const rows = await db.select().from(sessions).where(eq(sessions.userId, user.id))
    expect(rows.map((row) => row.id)).toEqual([again.json().sessionId])
  })

  it('keeps its generated signing key in the database across a restart', async () => {
    const { user, token } = await signUp(t.app)
    const keyBefore = await signingKey()
    expect(keyBefore.length).toBeGreaterThanOrEqual(32)

    await t.restart()
    expect(await signingKey()).toEqual(keyBefore)
    const response = await me(token)
    expect(response.statusCode).toBe(200)
    expect(response.json().user.id).toBe(user.id)
  })
})

describe('accounts with JWT_SECRET set', () => {
  const jwtSecret = 'the operator’s own key, longer than 32 characters'
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ config: { jwtSecret } })
  })
  afterAll(() => t?.cleanup())

  it('signs with JWT_SECRET and stores no signing key of its own', async () => {
    const { user, token, sessionId } = await signUp(t.app)
    const made = await new SignJWT({ role: 'USER', sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('delelager')
      .setAudience('delelager')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(jwtSecret))

    for (const authorization of [token, made]) {
      const response = await t.app.inject({ method: 'GET', url: ME, headers: { authorization } })
      expect(response.statusCode).toBe(200)
    }
    const stored = await t.app.database.db.select().from(serverSecrets)
    expect(stored.map((secret) => secret.name)).not.toContain('jwt')
  })
})
