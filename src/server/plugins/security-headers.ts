/**
 * Security headers (helmet) with a Content Security Policy for the PWA: everything from our
 * own origin, nothing inline, no plugins, no framing (ASVS 5.0 3.4.3, 3.4.6; notes B4).
 * - `worker-src 'self'` lets the service worker register (it would otherwise fall back to
 *   script-src); `manifest-src 'self'` the web app manifest; `connect-src 'self'` the API,
 *   which lives on the same origin under `/api`.
 * - `img-src` also allows data: and blob: URLs (inline SVG icons, generated previews).
 * - `script-src` allows `'wasm-unsafe-eval'`: compiling WebAssembly (the barcode reader's
 *   decoder, served by us), not JavaScript `eval`.
 * - No `upgrade-insecure-requests`: the shop is served on http://localhost in dev and tests,
 *   where that directive would break every sub-resource. TLS is the proxy's job in production.
 * helmet writes the headers; as our policy is the same for every response, it runs once at
 * start and each response gets the finished headers (helmet per request was a tenth of an
 * article look-up's CPU time).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  // WebAssembly (the barcode reader's decoder) may be compiled; no other eval.
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
}

/** The headers helmet sets with these options (the same for every response). */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value)
    },
    removeHeader(name: string) {
      delete headers[name]
    },
  }
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error
    },
  )
  return headers
}

async function securityHeaders(app: FastifyInstance) {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  })
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers)
  })
}

export default fp(securityHeaders, { name: 'security-headers' })
