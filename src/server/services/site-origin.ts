/**
 * The shop's origin for absolute links (canonical links, robots.txt, sitemaps): PUBLIC_ORIGIN
 * when configured, else the scheme and host the request came with (X-Forwarded-* only when
 * TRUST_PROXY trusts the proxy). A host that is no plain host name and port is not echoed.
 */
import type { FastifyRequest } from 'fastify'

const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i

export function siteOrigin(request: FastifyRequest, configured: string | undefined): string {
  if (configured) return configured
  const host = HOST.test(request.host) ? request.host : 'localhost'
  return `${request.protocol}://${host.toLowerCase()}`
}
