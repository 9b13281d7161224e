/**
 * The security review as tests (issue 10 §5), on the real app and database:
 * - security headers and the CSP on every kind of response — JSON answers (200, 204, 400,
 *   401, 404, 405, 413, 415, 500, a malformed URL), index.html, hashed assets, the service
 *   worker, the manifest and an uploaded picture;
 * - CORS closed: no cross-origin reads, no preflight accepted;
 * - no cookie from the server (the session cookies are the client's: their flags are tested
 *   in src/client/lib/session-token.test.ts), personalised answers never cached;
 * - uploads cannot escape their folder and are never served as HTML.
 * The client bundle's secret scan is tests/e2e/bundle-secrets.e2e.ts (it needs the build);
 * the dependency audit is `npm run audit:deps` (tests/security/audit.ts).
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../support/accounts'
import { buildTestApp, type TestApp } from '../support/build-app'
import { PNG } from '../support/images'
import { writeStaticFixture } from '../support/static-fixture'

/** What every response must carry, and why. */
function expectSecurityHeaders(response: LightMyRequestResponse, what: string) {
  const headers = response.headers
  const csp = String(headers['content-security-policy'] ?? '')
  // Another site may not frame the shop (clickjacking), in the CSP and for old browsers.
  expect(csp, `${what}: CSP`).toMatch(/frame-ancestors 'none'/)
  expect(csp, `${what}: CSP default`).toMatch(/default-src 'self'|default-src 'none'/)
  expect(csp, `${what}: no inline script`).not.toMatch(/'unsafe-inline'|'unsafe-eval'/)
  expect(headers['x-frame-options'], what).toMatch(/^(DENY|SAMEORIGIN)$/)
  // The browser takes the content type as sent (no sniffing an upload into HTML).
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  // No address (with a plate, an order token) leaks to other sites.
  expect(headers['referrer-policy'], what).toMatch(/no-referrer|same-origin|strict-origin/)
  // Once seen over https, always https (ignored by browsers over http).
  expect(headers['strict-transport-security'], what).toMatch(/max-age=\d{7,}/)
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin')
  // Nothing says which server software runs.
  expect(headers['x-powered-by'], what).toBeUndefined()
  // The server keeps no session in cookies.
  expect(headers['set-cookie'], what).toBeUndefined()
}

describe('security review', () => {
  let t: TestApp
  let staticDir: string
  let token: string
  let avatarUrl: string

  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'delelager-security-'))
    await writeStaticFixture(staticDir)
    t = await buildTestApp({
      config: { staticDir },
      beforeReady: (app) => {
        app.get('/api/test/boom', async () => {
          throw new Error(`a failure inside a handler, in ${process.cwd()}/src/server`)
        })
      },
    })
    token = (await signUp(t.app)).token
    const uploaded = await uploadAvatar(PNG, 'image/png', 'meg.png')
    avatarUrl = uploaded.json().user.avatar
  })
  /** Sends a picture as the profile page's form does. */
  async function uploadAvatar(bytes: Buffer | string, type: string, filename: string) {
    const form = new FormData()
    const content = typeof bytes === 'string' ? bytes : new Uint8Array(bytes)
    form.set('avatar', new Blob([content], { type }), filename)
    const request = new Request('http://localhost/', { method: 'PUT', body: form })
    return t.app.inject({
      method: 'PUT',
      url: '/api/user/',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type') ?? '', authorization: token },
    })
  }

  afterAll(async () => {
    await t?.cleanup()
    await rm(staticDir, { recursive: true, force: true })
  })

  const kinds: [string, () => Promise<LightMyRequestResponse>][] = [
    ['a JSON answer (200)', () => t.app.inject({ url: '/api/health' })],
    ['a sign-out (204)', () => t.app.inject({ method: 'POST', url: '/api/auth/logout' })],
    [
      'a validation error (400)',
      () => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 1 } }),
    ],
    [
      'broken JSON (400)',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'content-type': 'application/json' },
          payload: '{"a":',
        }),
    ],
    ['a malformed URL (400)', () => t.app.inject({ url: '/api/tecdoc/search?q=%E0%A4%A' })],
    ['no token (401)', () => t.app.inject({ url: '/api/user/me' })],
    ['an unknown API path (404)', () => t.app.inject({ url: '/api/no-such-thing' })],
    ['a wrong method (405)', () => t.app.inject({ method: 'DELETE', url: '/api/health' })],
    [
      'a body too big (413)',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/contact/send/email',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ payload: 'x'.repeat(5_000_000) }),
        }),
    ],
    [
      'a wrong content type (415)',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'content-type': 'text/xml' },
          payload: '<a/>',
        }),
    ],
    ['a failure on our side (500)', () => t.app.inject({ url: '/api/test/boom' })],
    ['index.html for an app route', () => t.app.inject({ url: '/catalog/bremser' })],
    ['a hashed asset', () => t.app.inject({ url: '/assets/index-Bx12Ab3c.js' })],
    ['the service worker', () => t.app.inject({ url: '/sw.js' })],
    ['the manifest', () => t.app.inject({ url: '/manifest.webmanifest' })],
    ['a missing asset (404)', () => t.app.inject({ url: '/assets/missing-00000000.js' })],
    ['an uploaded picture', () => t.app.inject({ url: avatarUrl })],
  ]

  for (const [what, send] of kinds) {
    it(`sends the security headers and the CSP with ${what}`, async () => {
      const response = await send()
      expectSecurityHeaders(response, what)
      if (
        response.statusCode >= 400 &&
        String(response.headers['content-type'] ?? '').includes('json')
      ) {
        const body = response.json()
        expect(body.error).toEqual({ code: expect.any(String), message: expect.any(String) })
        expect(response.body).not.toContain(process.cwd())
        expect(response.body).not.toMatch(/at .*\.ts:\d+|node_modules|src\/server/)
      }
    })
  }

  it('answers each kind of response with the status it names', async () => {
    const statuses = await Promise.all(kinds.map(async ([, send]) => (await send()).statusCode))
    expect(statuses).toEqual([
      200, 204, 400, 400, 400, 401, 404, 405, 413, 415, 500, 200, 200, 200, 200, 404, 200,
    ])
  })

  describe('CORS is closed', () => {
    const evil = 'https://evil.example'

    it('lets no other site read an answer, not even a public one', async () => {
      for (const url of ['/api/setting/settings', '/api/health', '/api/user/me']) {
        const response = await t.app.inject({
          url,
          headers: { origin: evil, ...(url.includes('user') && { authorization: token }) },
        })
        expect(response.headers['access-control-allow-origin']).toBeUndefined()
        expect(response.headers['access-control-allow-credentials']).toBeUndefined()
      }
    })

    it('accepts no preflight from another site', async () => {
      for (const url of ['/api/auth/login', '/api/cart/create-cart', '/api/user/']) {
        const response = await t.app.inject({
          method: 'OPTIONS',
          url,
          headers: {
            origin: evil,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'authorization, content-type',
          },
        })
        expect(response.statusCode).toBeGreaterThanOrEqual(400)
        expect(response.headers['access-control-allow-origin']).toBeUndefined()
        expect(response.headers['access-control-allow-methods']).toBeUndefined()
        expect(response.headers['access-control-allow-headers']).toBeUndefined()
      }
    })
  })

  it('never lets a cache keep a personalised answer', async () => {
    for (const url of ['/api/user/me', '/api/address', '/api/garage', '/api/order/me']) {
      const response = await t.app.inject({ url, headers: { authorization: token } })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['cache-control'], url).toMatch(/no-store|private/)
    }
  })

  describe('uploads', () => {
    const avatarsDir = () => join(t.config.dataDir, 'uploads', 'avatars')

    it('serves nothing outside the pictures folder, however the name is written', async () => {
      const names = [
        '..%2f..%2fsecret',
        '%2e%2e%2f%2e%2e%2fjwt-secret',
        '..%5c..%5csecret',
        '....%2f%2fsecret',
        '%2fetc%2fpasswd',
        'C:%5cwindows%5cwin.ini',
        'x.png%00.html',
        '%252e%252e%252fsecret',
        '..',
        '.',
      ]
      for (const name of names) {
        const response = await t.app.inject({ url: `/api/uploads/avatars/${name}` })
        // A NUL is refused before any route reads it (text-input-guard.ts).
        expect(response.statusCode, name).toBe(name.includes('%00') ? 400 : 404)
        expect(response.json().error.code, name).toEqual(expect.any(String))
      }
      const response = await t.app.inject({ url: '/api/uploads/avatars/../../sw.js' })
      // Normalised by the router to /sw.js — the static worker, not a file from the uploads.
      expect(response.headers['content-type']).not.toMatch(/^image\//)
    })

    it('serves a picture that is also HTML (a polyglot) as an image in a sandbox, never as a page', async () => {
      const polyglot = Buffer.concat([PNG, Buffer.from('<html><script>alert(1)</script></html>')])
      const uploaded = await uploadAvatar(polyglot, 'text/html', 'x.html')
      expect(uploaded.statusCode).toBe(200)
      const url: string = uploaded.json().user.avatar
      // The name is the shop's, with the type read from the bytes: never the sender's ".html".
      expect(url).toMatch(/\.png$/)
      const served = await t.app.inject({ url })
      expect(served.headers['content-type']).toBe('image/png')
      expect(served.headers['x-content-type-options']).toBe('nosniff')
      expect(served.headers['content-security-policy']).toMatch(/sandbox/)
      expect(served.headers['content-security-policy']).toMatch(/default-src 'none'/)
      expect(await readdir(avatarsDir())).not.toContainEqual(expect.stringMatching(/\.html?$/))
    })

    it('refuses a picture that is only HTML and stores nothing', async () => {
      const before = await readdir(avatarsDir())
      const response = await uploadAvatar(
        '<html><script>alert(1)</script></html>',
        'image/png',
        'x.png',
      )
      expect(response.statusCode).toBe(415)
      expect(await readdir(avatarsDir())).toEqual(before)
    })
  })
})
