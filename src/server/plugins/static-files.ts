/**
 * Serves the built PWA from STATIC_DIR, with the cache policy a service-worker app needs:
 * - `/assets/*` carry a content hash in their name, so they never change: cached for a year;
 * - index.html, the service worker, its registration script and the manifest must be
 *   revalidated on every load, or clients would keep an old app (or an old SW) for good;
 * - unknown extension-less GETs outside `/api` are app routes: they get index.html (the
 *   not-found handler, page-answers.ts), 404 when no page is there; a missing file with an
 *   extension is a JSON 404.
 * - a build's precompressed copies (`x.js.br`, `x.js.gz`, written by precompress.ts) are sent
 *   to clients that accept them; other files are compressed on the fly (@fastify/compress).
 * The default `wildcard` route is used on purpose: `wildcard: false` registers only the files
 * present at start-up, and after a rebuild a new `workbox-<hash>.js` got index.html instead.
 */
import { existsSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { SERVER_RENDER_DIR } from './server-rendering'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'
const APP_SHELL = 'index.html'
/**
 * A file extension: a letter, then letters or digits (`.js`, `.webmanifest`, `.woff2`).
 * Article numbers such as `09.C422.11` end in digits after the dot, so
 * `/product-preview/09.C422.11` still counts as an app route.
 */
const FILE_EXTENSION = /\.[a-z][a-z0-9]{0,11}$/i

export function hasAppShell(staticDir: string): boolean {
  return existsSync(join(staticDir, APP_SHELL))
}

/**
 * Only the build's hashed output (`assets/`) is immutable. Everything else keeps its name
 * across releases (index.html, sw.js, registerSW.js, manifest.webmanifest, icons), so the
 * browser revalidates it on every use (cheap: ETag / Last-Modified).
 */
export function cacheControlFor(relativePath: string): string {
  return relativePath.startsWith('assets/') ? IMMUTABLE : REVALIDATE
}

/** GET/HEAD of a path outside `/api` without a file extension: one of the PWA's routes. */
export function isAppShellRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const path = request.url.split('?')[0] ?? '/'
  if (path === '/api' || path.startsWith('/api/')) return false
  return !FILE_EXTENSION.test(path)
}

/** index.html, as the answer to a page (404: a page that does not exist). */
export function sendAppShell(reply: FastifyReply, status: 200 | 404 = 200): FastifyReply {
  return reply.code(status).sendFile(APP_SHELL)
}

async function staticFiles(app: FastifyInstance, options: { root: string }) {
  await app.register(fastifyStatic, {
    root: options.root,
    // The build has no dotfiles; one put there by hand (an .env, a .git) is never served.
    dotfiles: 'ignore',
    // `/` is an app route like the others (the not-found handler: shell or rendered page),
    // and the build's server-rendering bundle is the server's, not the browser's.
    index: false,
    allowedPath: (pathName) => pathName !== '/' && !pathName.startsWith(`/${SERVER_RENDER_DIR}/`),
    // The build's `.br`/`.gz` copies of its assets (src/server/precompress.ts), when present,
    // are sent as they are: smaller than on-the-fly compression and no work per request.
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const relativePath = relative(options.root, filePath).split(sep).join('/')
      reply.header('cache-control', cacheControlFor(relativePath))
      if (filePath.endsWith('.webmanifest'))
        reply.header('content-type', 'application/manifest+json')
    },
  })
}

export default fp(staticFiles, { name: 'static-files' })
