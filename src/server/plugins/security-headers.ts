/**
 * Security headers (helmet) with a Content Security Policy for the PWA: everything from our
 * own origin, nothing inline, no plugins, no framing (ASVS 5.0 3.4.3, 3.4.6; notes B4).
 * - `worker-src 'self'` lets the service worker register (it would otherwise fall back to
 *   script-src); `manifest-src 'self'` the web app manifest; `connect-src 'self'` the API,
 *   which lives on the same origin under `/api`.
 * - `img-src` also allows data: and blob: URLs (inline SVG icons, generated previews).
 * - No `upgrade-insecure-requests`: the shop is served on http://localhost in dev and tests,
 *   where that directive would break every sub-resource. TLS is the proxy's job in production.
 */
import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
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

async function securityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  })
}

export default fp(securityHeaders, { name: 'security-headers' })
