// No `upgrade-insecure-requests`: it would break every sub-resource on http://localhost. Headers
// are computed once at start: helmet per request was a tenth of an article look-up's CPU time.
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
