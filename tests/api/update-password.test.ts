import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isApiError } from '../../src/domain/api-error'
import { GOOD_PASSWORD, signUp, uniqueEmail } from '../support/accounts'
import { buildTestApp, type TestApp } from '../support/build-app'

const UPDATE = '/api/auth/update-password'
const LOGIN = '/api/auth/login'
const ME = '/api/user/me'
const NEW_PASSWORD = 'ny-verkstedkode-42'

describe('changing the password (POST /auth/update-password)', () => {
  let t: TestApp
  const update = (payload: unknown, authorization?: string) =>
    t.app.inject({
      method: 'POST',
      url: UPDATE,
      payload: payload as object,
      headers: authorization ? { authorization } : {},
    })
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: LOGIN, payload: { email, password } })
  const me = (authorization: string) =>
    t.app.inject({ method: 'GET', url: ME, headers: { authorization } })

  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t?.cleanup())

  it('replaces the password: the new one signs in, the old one no longer does', async () => {
    const email = uniqueEmail()
    const { token } = await signUp(t.app, email)
    const response = await update({ oldPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD }, token)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true })
    expect(response.headers['cache-control']).toBe('no-store')
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200)
    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(401)
  })

  it("ends the user's other sessions, keeps the one that changed it, and leaves other users be", async () => {
    const email = uniqueEmail()
    const { token: changer } = await signUp(t.app, email)
    const other = (await login(email, GOOD_PASSWORD)).json().token
    const stranger = await signUp(t.app, uniqueEmail())

    expect(
      (await update({ oldPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD }, changer)).statusCode,
    ).toBe(200)
    expect((await me(changer)).statusCode).toBe(200)
    expect((await me(other)).statusCode).toBe(401)
    expect((await me(stranger.token)).statusCode).toBe(200)
  })

  it('refuses a wrong current password with WRONG_PASSWORD, keeping the old one and every session', async () => {
    const email = uniqueEmail()
    const { token } = await signUp(t.app, email)
    const other = (await login(email, GOOD_PASSWORD)).json().token
    const response = await update(
      { oldPassword: 'not-my-password', newPassword: NEW_PASSWORD },
      token,
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('WRONG_PASSWORD')
    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(200)
    expect((await me(other)).statusCode).toBe(200)
  })

  it('refuses a too short new password with a message naming the rule, changing nothing', async () => {
    const email = uniqueEmail()
    const { token } = await signUp(t.app, email)
    const response = await update({ oldPassword: GOOD_PASSWORD, newPassword: 'kort' }, token)
    expect(response.statusCode).toBe(400)
    expect(isApiError(response.json())).toBe(true)
    expect(response.json().error.message).toMatch(/at least 8 characters/)
    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(200)
  })

  it('needs a session: no token is a 401 saying the token is missing', async () => {
    const response = await update({ oldPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD })
    expect(response.statusCode).toBe(401)
    expect(response.json().error.code).toBe('UNAUTHORIZED')
  })

  it.each([
    ['no body', undefined],
    ['wrong types', { oldPassword: 1, newPassword: ['x'] }],
    ['an extra field', { oldPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD, role: 'ADMIN' }],
    ['a huge password', { oldPassword: 'x'.repeat(10_000), newPassword: NEW_PASSWORD }],
  ])('answers %s with a 400 in the error shape', async (_name, payload) => {
    const { token } = await signUp(t.app, uniqueEmail())
    const response = await update(payload, token)
    expect(response.statusCode).toBe(400)
    expect(isApiError(response.json())).toBe(true)
  })
})
