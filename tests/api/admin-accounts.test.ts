import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuthResponse, MeResponse } from '../../src/domain/account'
import { AdminInputError, createOrPromoteAdmin } from '../../src/server/services/admin-accounts'
import { GOOD_PASSWORD, signUp, uniqueEmail } from '../support/accounts'
import { buildTestApp, type TestApp } from '../support/build-app'

/** `npm run admin:create -- <email>` does what `createOrPromoteAdmin` does (src/server/cli.ts). */
describe('ADMIN accounts from the command line', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t?.cleanup())

  const logIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: token } })

  it('promotes an existing customer, whose old token then stops working', async () => {
    const customer = await signUp(t.app)
    const result = await createOrPromoteAdmin(t.app.database.db, customer.email.toUpperCase())
    expect(result).toMatchObject({
      kind: 'promoted',
      user: { email: customer.email, role: 'ADMIN' },
    })

    expect((await me(customer.token)).statusCode).toBe(401)
    const signedIn = await logIn(customer.email, customer.password)
    expect(signedIn.statusCode).toBe(200)
    const { token, user } = signedIn.json() as AuthResponse
    expect(user.role).toBe('ADMIN')
    expect((await me(token)).json<MeResponse>().user.role).toBe('ADMIN')
  })

  it('creates an ADMIN with the given password', async () => {
    const email = uniqueEmail('sjef')
    const result = await createOrPromoteAdmin(t.app.database.db, email, GOOD_PASSWORD)
    expect(result).toEqual({
      kind: 'created',
      user: expect.objectContaining({ email, role: 'ADMIN' }),
    })
    const signedIn = await logIn(email, GOOD_PASSWORD)
    expect(signedIn.json<AuthResponse>().user.role).toBe('ADMIN')
  })

  it('creates an ADMIN with a random password it hands back once', async () => {
    const email = uniqueEmail('sjef')
    const result = await createOrPromoteAdmin(t.app.database.db, email)
    if (result.kind !== 'created' || !result.generatedPassword) throw new Error('no password')
    expect(result.generatedPassword.length).toBeGreaterThanOrEqual(20)
    expect((await logIn(email, result.generatedPassword)).statusCode).toBe(200)
  })

  it('refuses an address that is not one and a password too short, storing nothing', async () => {
    await expect(createOrPromoteAdmin(t.app.database.db, 'ikke-en-adresse')).rejects.toThrow(
      AdminInputError,
    )
    const email = uniqueEmail('sjef')
    await expect(createOrPromoteAdmin(t.app.database.db, email, 'kort')).rejects.toThrow(
      /at least 8 characters/,
    )
    expect((await logIn(email, 'kort')).statusCode).toBe(401)
  })
})
