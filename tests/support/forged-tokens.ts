/**
 * Session tokens made by a test rather than by the server, to check what the server refuses:
 * the same claims as src/server/services/session-tokens.ts (HS256, `sub` = user id, `role`,
 * `sid` = session id, issuer and audience 'delelager', `exp`), signed with a key of the test's
 * choosing, with any expiry, or not signed at all (`alg: none`). Build the app with a known
 * `jwtSecret` and name a live session (a sign-in's `sessionId`) to sign tokens it accepts.
 */
import { SignJWT } from 'jose'
import type { Role } from '../../src/domain/account'

const ISSUER = 'delelager'
const AUDIENCE = 'delelager'

export interface ForgedClaims {
  /** The user's id. */
  sub: string
  role: Role
  /** The session's id; left out, the token names none (as tokens made before sessions). */
  sid?: string
}

export interface SignOptions {
  /** Seconds since the epoch; in the past for an expired token. Default: an hour from now. */
  expiresAt?: number
  /** Seconds since the epoch. Default: a minute before `expiresAt`, and never in the future. */
  issuedAt?: number
}

const nowSeconds = () => Math.floor(Date.now() / 1000)

/** An HS256 token with the server's claims, signed with `secret`. */
export function signToken(
  claims: ForgedClaims,
  secret: string,
  { expiresAt = nowSeconds() + 3600, issuedAt }: SignOptions = {},
): Promise<string> {
  return new SignJWT({ role: claims.role, ...(claims.sid && { sid: claims.sid }) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt ?? Math.min(nowSeconds(), expiresAt - 60))
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret))
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** An unsigned token (`alg: none`, empty signature) with valid claims, expiring in an hour. */
export function unsignedToken(claims: ForgedClaims): string {
  const now = nowSeconds()
  const payload = {
    role: claims.role,
    sub: claims.sub,
    ...(claims.sid && { sid: claims.sid }),
    iss: ISSUER,
    aud: AUDIENCE,
    iat: now,
    exp: now + 3600,
  }
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`
}
