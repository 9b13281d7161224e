/**
 * Vipps MobilePay's webhook signature (Webhooks API v1, "request authentication"): the body's
 * SHA-256 in `x-ms-content-sha256` (base64), and in `Authorization` an HMAC-SHA256 (base64,
 * keyed with the webhook's secret) of `POST\n<path and query>\n<x-ms-date>;<host>;<hash>`.
 * The callback only tells the shop to look: the state is read from the ePayment API, so a
 * replayed or repeated callback changes nothing.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

export const VIPPS_SIGNED_HEADERS = 'x-ms-date;host;x-ms-content-sha256'

export interface SignedRequest {
  /** Path and query as the request line has them, e.g. `/api/payments/vipps/webhook`. */
  pathAndQuery: string
  host: string
  /** The `x-ms-date` header, an HTTP date. */
  date: string
  /** The raw body. */
  body: string
}

export const contentSha256 = (body: string) =>
  createHash('sha256').update(body, 'utf8').digest('base64')

/** The `Authorization` header Vipps sends with a callback. */
export function vippsAuthorization(secret: string, request: SignedRequest): string {
  const signed = `POST\n${request.pathAndQuery}\n${request.date};${request.host};${contentSha256(request.body)}`
  const signature = createHmac('sha256', secret).update(signed, 'utf8').digest('base64')
  return `HMAC-SHA256 SignedHeaders=${VIPPS_SIGNED_HEADERS}&Signature=${signature}`
}

/** The headers of a signed callback (the fake server sends these). */
export function signVippsCallback(secret: string, request: SignedRequest): Record<string, string> {
  return {
    'x-ms-date': request.date,
    'x-ms-content-sha256': contentSha256(request.body),
    authorization: vippsAuthorization(secret, request),
  }
}

/** Whether a callback's body is unaltered and its signature made with the webhook's secret. */
export function verifyVippsCallback(
  secret: string,
  request: SignedRequest & { contentSha256?: string; authorization?: string },
): boolean {
  const { authorization, contentSha256: sent } = request
  if (!authorization || !sent || authorization.length > 500 || sent.length > 100) return false
  if (!same(sent, contentSha256(request.body))) return false
  return same(authorization, vippsAuthorization(secret, request))
}

function same(given: string, wanted: string): boolean {
  const a = Buffer.from(given, 'utf8')
  const b = Buffer.from(wanted, 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}
