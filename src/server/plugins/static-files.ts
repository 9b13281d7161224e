// Index.html, the service worker and the manifest are revalidated on every load, or clients keep an
// old app for good. The `wildcard` route is on purpose: without it a rebuilt `workbox-<hash>.js`
// got index.html.
import { existsSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { SERVER_RENDER_DIR } from './server-rendering'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'
const APP_SHELL = 'index.html'
/** Article numbers such as `09.C422.11` end in digits after the dot, so they stay app routes. */
const FILE_EXTENSION = /\.[a-z][a-z0-9]{0,11}$/i

export function hasAppShell(staticDir: string): boolean {
  return existsSync(join(staticDir, APP_SHELL))
}

export function cacheControlFor(relativePath: string): string {
  return relativePath.startsWith('assets/') ? IMMUTABLE : REVALIDATE
}

export function isAppShellRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const path = request.url.split('?')[0] ?? '/'
  if (path === '/api' || path.startsWith('/api/')) return false
  return !FILE_EXTENSION.test(path)
}

export function sendAppShell(reply: FastifyReply, status: 200 | 404 = 200): FastifyReply {
  return reply.code(status).sendFile(APP_SHELL)
}

async function staticFiles(app: FastifyInstance, options: { root: string }) {
  await app.register(fastifyStatic, {
    root: options.root,
    // One put there by hand (an .env, a .git) is never served.
    dotfiles: 'ignore',
    // The server-rendering bundle is the server's, not the browser's.
    index: false,
    allowedPath: (pathName) => pathName !== '/' && !pathName.startsWith(`/${SERVER_RENDER_DIR}/`),
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
