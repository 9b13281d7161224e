import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { passwordResetTokens, rateLimits } from '../../src/server/db/schema'
import { hashResetToken } from '../../src/server/services/password-reset-service'
import { GOOD_PASSWORD, signUp, uniqueEmail } from '../support/accounts'
import { buildTestApp, type TestApp } from '../support/build-app'
import { type Mailbox, startMailbox } from '../support/mailbox'

const ORIGIN = 'https://shop.example'
const NEW_PASSWORD = 'nytt passord på verkstedet'

describe('password reset (forgot-password → mail → reset-password)', () => {
  let t: TestApp
  let mailbox: Mailbox

  const forgot = (email: string, lang?: 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/auth/forgot-password${lang ? `?lang=${lang}` : ''}`,
      payload: { email },
    })
  const reset = (token: string, password = NEW_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } })
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: token } })
  /** Asks for a link and reads its token out of the mail that arrives. */
  const tokenFromMail = async (email: string) => {
    expect((await forgot(email)).statusCode).toBe(202)
    const mail = await mailbox.next(email)
    const link = mail.links.find((href) => href.includes('/account/reset-password?token='))
    expect(link).toBeDefined()
    return new URL(link as string).searchParams.get('token') as string
  }

  beforeAll(async () => {
    mailbox = await startMailbox()
    t = await buildTestApp({
      config: {
        mail: { smtpUrl: mailbox.url, from: 'nettbutikk@example.no' },
        publicOrigin: ORIGIN,
      },
    })
  })
  afterAll(async () => {
    await t?.cleanup()
    await mailbox?.close()
  })
  // Every inject comes from one address: each test starts with the per-IP limits afresh.
  beforeEach(async () => {
    await t.app.database.db.delete(rateLimits)
  })

  it('mails a link that sets a new password once: the new one signs in, the old one and every session do not', async () => {
    const { email, token: oldSession } = await signUp(t.app, uniqueEmail())
    const otherSession = (await login(email, GOOD_PASSWORD)).json().token
    const token = await tokenFromMail(email)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)

    const done = await reset(token)
    expect(done.statusCode).toBe(200)
    expect(done.json()).toEqual({ success: true })
    expect(done.headers['cache-control']).toBe('no-store')

    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(401)
    const signedIn = await login(email, NEW_PASSWORD)
    expect(signedIn.statusCode).toBe(200)
    expect((await me(signedIn.json().token)).statusCode).toBe(200)
    expect((await me(oldSession)).statusCode).toBe(401)
    expect((await me(otherSession)).statusCode).toBe(401)

    const again = await reset(token, 'enda et passord')
    expect(again.statusCode).toBe(400)
    expect(again.json().error.code).toBe('RESET_TOKEN_USED')
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200)
  })

  it('stores only a hash of the token', async () => {
    const { email } = await signUp(t.app, uniqueEmail())
    const token = await tokenFromMail(email)
    const rows = await t.app.database.db.select().from(passwordResetTokens)
    expect(rows.some((row) => row.tokenHash === token)).toBe(false)
    expect(rows.some((row) => row.tokenHash === hashResetToken(token))).toBe(true)
  })

  it('refuses a link issued before the reset once another link was used', async () => {
    const { email } = await signUp(t.app, uniqueEmail())
    const first = await tokenFromMail(email)
    const second = await tokenFromMail(email)
    expect((await reset(second)).statusCode).toBe(200)
    const late = await reset(first, 'et tredje passord')
    expect(late.statusCode).toBe(400)
    expect(late.json().error.code).toBe('RESET_TOKEN_USED')
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200)
  })

  it('refuses a link once the password was changed another way, and changes nothing', async () => {
    const { email, token: session } = await signUp(t.app, uniqueEmail())
    const token = await tokenFromMail(email)
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-password',
      headers: { authorization: session },
      payload: { oldPassword: GOOD_PASSWORD, newPassword: 'endret mens innlogget' },
    })
    expect(changed.statusCode).toBe(200)
    const response = await reset(token)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('RESET_TOKEN_INVALID')
    expect((await login(email, 'endret mens innlogget')).statusCode).toBe(200)
    expect((await me(session)).statusCode).toBe(200)
    // A link asked for after the change works.
    expect((await reset(await tokenFromMail(email))).statusCode).toBe(200)
  })

  it('refuses an expired link and changes nothing', async () => {
    const { email } = await signUp(t.app, uniqueEmail())
    const token = await tokenFromMail(email)
    await t.app.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResetTokens.tokenHash, hashResetToken(token)))
    const response = await reset(token)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('RESET_TOKEN_EXPIRED')
    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(200)
  })

  it('refuses a token it never issued', async () => {
    const response = await reset('x'.repeat(43))
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('RESET_TOKEN_INVALID')
  })

  it('keeps the link usable when the new password breaks the sign-up rules', async () => {
    const { email } = await signUp(t.app, uniqueEmail())
    const token = await tokenFromMail(email)
    const short = await reset(token, 'kort')
    expect(short.statusCode).toBe(400)
    expect(short.json().error.message).toMatch(/at least 8 characters/)
    expect((await reset(token)).statusCode).toBe(200)
  })

  it('answers an unknown address exactly as a known one, and mails nobody', async () => {
    const { email: known } = await signUp(t.app, uniqueEmail())
    const unknown = uniqueEmail('ingen')
    const [a, b] = [await forgot(known), await forgot(unknown)]
    expect(a.statusCode).toBe(202)
    expect(b.statusCode).toBe(202)
    expect(b.body).toBe(a.body)
    await mailbox.next(known)
    await t.app.mail.settled()
    expect(mailbox.to(unknown)).toHaveLength(0)
  })

  it('writes the mail in the language asked for', async () => {
    const { email } = await signUp(t.app, uniqueEmail())
    expect((await forgot(email, 'en')).statusCode).toBe(202)
    const mail = await mailbox.next(email)
    expect(mail.subject).toBe('Choose a new password')
    expect(
      mail.links.some((href) => href.startsWith(`${ORIGIN}/en/account/reset-password?token=`)),
    ).toBe(true)
  })

  it('limits links per address to 3 an hour, for known and unknown addresses alike', async () => {
    for (const email of [(await signUp(t.app, uniqueEmail())).email, uniqueEmail('ingen')]) {
      for (let i = 0; i < 3; i++) expect((await forgot(email)).statusCode).toBe(202)
      const over = await forgot(email)
      expect(over.statusCode).toBe(429)
      expect(over.json().error.code).toBe('TOO_MANY_REQUESTS')
      expect(over.headers['retry-after']).toBeDefined()
    }
    await t.app.mail.settled()
  })

  it('limits links asked from one IP address to 20 an hour, whatever the addresses', async () => {
    for (let i = 0; i < 20; i++) expect((await forgot(uniqueEmail('ingen'))).statusCode).toBe(202)
    expect((await forgot(uniqueEmail('ingen'))).statusCode).toBe(429)
  })
})

describe('reset links on the shop’s own origin, whatever the request names', () => {
  let t: TestApp
  let mailbox: Mailbox

  beforeAll(async () => {
    mailbox = await startMailbox()
    // No PUBLIC_ORIGIN, and a proxy trusted with X-Forwarded-*: the worst case for poisoning.
    t = await buildTestApp({
      config: { mail: { smtpUrl: mailbox.url, from: 'nettbutikk@example.no' }, trustProxy: true },
    })
  })
  afterAll(async () => {
    await t?.cleanup()
    await mailbox?.close()
  })

  it('mails a link on the address the server listens on for a forged Host and X-Forwarded-Host', async () => {
    const { email } = await signUp(t.app, uniqueEmail())
    const forged = [
      { host: 'evil.example.com' },
      {
        host: 'evil.example.com',
        'x-forwarded-host': 'evil.example.com',
        'x-forwarded-proto': 'https',
      },
    ]
    for (const headers of forged) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        headers,
        payload: { email },
      })
      expect(response.statusCode).toBe(202)
      const mail = await mailbox.next(email)
      expect(mail.text).not.toContain('evil.example.com')
      expect(mail.html).not.toContain('evil.example.com')
      const link = mail.links.find((href) => href.includes('/account/reset-password?token='))
      expect(new URL(link as string).origin).toBe(t.config.publicOrigin)
    }
    expect(t.config.publicOrigin).toBe('http://localhost:8080')
  })
})
