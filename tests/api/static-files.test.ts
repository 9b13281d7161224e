import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressAssets } from '../../src/server/precompress'
import { buildTestApp, type TestApp } from '../support/build-app'
import { APP_JS, INDEX_HTML, writeStaticFixture } from '../support/static-fixture'

describe('serving the built PWA', () => {
  let t: TestApp
  let staticDir: string
  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'delelager-static-'))
    await writeStaticFixture(staticDir)
    t = await buildTestApp({ config: { staticDir } })
  })
  afterAll(async () => {
    await t?.cleanup()
    await rm(staticDir, { recursive: true, force: true })
  })

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers })

  it('caches hashed assets for a year as immutable', async () => {
    for (const url of ['/assets/index-Bx12Ab3c.js', '/assets/index-Zz98Yx7w.css']) {
      const response = await get(url)
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    }
  })

  it('makes the browser revalidate index.html, the service worker and the manifest', async () => {
    for (const url of ['/', '/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest']) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['cache-control'], url).toBe('no-cache')
    }
  })

  it('serves the manifest as application/manifest+json', async () => {
    const response = await get('/manifest.webmanifest')

    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/)
  })

  it('sends a CSP that allows own scripts and the service worker, nothing inline, no upgrade', async () => {
    const csp = (await get('/')).headers['content-security-policy'] as string
    const directives = Object.fromEntries(
      csp.split(';').map((part) => {
        const [name, ...values] = part.trim().split(/\s+/)
        return [name, values.join(' ')]
      }),
    )

    expect(directives).toEqual({
      'default-src': "'self'",
      'script-src': "'self' 'wasm-unsafe-eval'",
      'style-src': "'self'",
      'img-src': "'self' data: blob:",
      'font-src': "'self'",
      'connect-src': "'self'",
      'worker-src': "'self'",
      'manifest-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'frame-ancestors': "'none'",
      'form-action': "'self'",
    })
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).not.toContain("'unsafe-eval'")
    expect(csp).not.toContain('upgrade-insecure-requests')
  })

  it('compresses responses with brotli or gzip, as the client accepts', async () => {
    const br = await get('/assets/index-Bx12Ab3c.js', { 'accept-encoding': 'br, gzip' })
    const gzip = await get('/assets/index-Bx12Ab3c.js', { 'accept-encoding': 'gzip' })

    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS)
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP_JS)
  })

  it('answers extension-less app routes with index.html, uncached', async () => {
    for (const url of ['/cart', '/en/catalog/bremser', '/products?brand=bosch']) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type'], url).toMatch(/^text\/html/)
      expect(response.headers['cache-control'], url).toBe('no-cache')
      expect(response.body, url).toBe(INDEX_HTML)
    }
  })

  it('takes an article number with dots for a page, not a file (404: no such article)', async () => {
    const response = await get('/product-preview/09.C422.11')

    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.body).toBe(INDEX_HTML)
  })

  it('answers a missing file with an extension with a 404 JSON error, not index.html', async () => {
    for (const url of ['/assets/index-gone1234.js', '/workbox-abc123.js', '/humans.txt', '/.env']) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.json(), url).toEqual({
        error: { code: 'NOT_FOUND', message: expect.any(String) },
      })
    }
  })

  it('never answers an /api path with index.html', async () => {
    for (const url of ['/api', '/api/cart', '/api/products/list']) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.json().error.code, url).toBe('NOT_FOUND')
    }
  })

  it('answers odd spellings of a page path with the app (no page is there: 404), and of an /api path with JSON', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    // Sent as written: a WHATWG URL (and so inject) would resolve `%2e%2e` and `//` first.
    const send = (path: string) =>
      new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
        request(`${address}/`, { path }, (response) => {
          let body = ''
          response.setEncoding('utf8')
          response.on('data', (chunk) => (body += chunk))
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              type: response.headers['content-type'] ?? '',
              body,
            }),
          )
        })
          .on('error', reject)
          .end()
      })
    for (const path of [
      '//',
      '///',
      '//cart',
      '/a//b',
      '/%2e%2e/',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/cart/../',
      '/catalog.',
      '/.',
      '/assets/',
    ]) {
      const page = await send(path)
      expect(page.status, path).toBe(404)
      expect(page.type, path).toMatch(/^text\/html/)
      expect(page.body, path).toBe(INDEX_HTML)
    }
    for (const path of [
      '/api//health',
      '/api/%2e%2e/',
      '/api/cart/../orders',
      '/api/nope.',
      '/api/%',
    ]) {
      const answer = await send(path)
      expect(answer.status, path).toBeGreaterThanOrEqual(400)
      expect(answer.type, path).toMatch(/^application\/json/)
      expect(JSON.parse(answer.body).error.code, path).toEqual(expect.any(String))
    }
  })

  it('answers only GET and HEAD with index.html', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/cart' })
    const post = await t.app.inject({ method: 'POST', url: '/cart' })

    expect(head.statusCode).toBe(200)
    expect(post.statusCode).toBe(404)
    expect(post.json().error.code).toBe('NOT_FOUND')
  })

  it('serves a file added after start-up (a new build), not index.html', async () => {
    await writeFile(join(staticDir, 'workbox-new12345.js'), 'self.workbox = {}')

    const response = await get('/workbox-new12345.js')

    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/javascript/)
  })
})

describe('serving a build with precompressed assets', () => {
  let t: TestApp
  let staticDir: string
  const url = '/assets/index-Bx12Ab3c.js'
  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'delelager-static-'))
    await writeStaticFixture(staticDir)
    // What the build writes beside its assets (brotli 11, gzip 9).
    await precompressAssets(staticDir)
    t = await buildTestApp({ config: { staticDir } })
  })
  afterAll(async () => {
    await t?.cleanup()
    await rm(staticDir, { recursive: true, force: true })
  })

  const get = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers })

  it('sends the brotli copy as it is to a client that accepts brotli', async () => {
    const response = await get({ 'accept-encoding': 'gzip, deflate, br, zstd' })
    const copy = await readFile(join(staticDir, `${url}.br`))

    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.rawPayload.equals(copy)).toBe(true)
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(APP_JS)
    expect(response.headers['content-type']).toMatch(/javascript/)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers.vary).toMatch(/accept-encoding/i)
  })

  it('sends the gzip copy to a client that accepts only gzip, and the file to one that accepts neither', async () => {
    const gzip = await get({ 'accept-encoding': 'gzip' })
    const plain = await get()

    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP_JS)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(APP_JS)
  })
})
