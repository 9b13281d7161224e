/**
 * Session tokens: JWTs signed with HS256 by `jose`, valid 7 days (as long as
 * the session cookie), with the user's id as `sub`, their role and their session's id as
 * `sid`. Only HS256 is accepted on verification (RFC 8725, ASVS 9.1.2: never `none`, never
 * another algorithm chosen by the token), and expiry is enforced. A valid signature is not
 * enough: the auth plugin also needs the session row `sid` names (db/schema.ts `sessions`), so
 * signing out, a password change or a reset ends a token at once.
 */
import { errors, jwtVerify, SignJWT } from 'jose'
import { z } from 'zod'
import { ROLES, type Role } from '../../domain/account'

/** How long a token is valid: 7 days, in seconds. */
export const SESSION_TOKEN_TTL_S = 7 * 24 * 60 * 60

const ALGORITHM = 'HS256'
/** Issuer and audience: a token made for another system with the same key is refused. */
const ISSUER = 'delelager'
const AUDIENCE = 'delelager'

export interface SessionClaims {
  userId: string
  role: Role
  /** The row in `sessions` the token holds by; a token naming none (older ones) is not valid. */
  sessionId: string
}

const claimsSchema = z.object({
  sub: z.uuid(),
  role: z.enum(ROLES),
  sid: z.uuid(),
})

export interface SessionTokens {
  issue(claims: SessionClaims): Promise<string>
  /** The claims of a valid token; `null` for anything else (bad signature, expired, …). */
  verify(token: string): Promise<SessionClaims | null>
}

export function createSessionTokens(secret: string): SessionTokens {
  const key = new TextEncoder().encode(secret)
  return {
    issue: ({ userId, role, sessionId }) =>
      new SignJWT({ role, sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${SESSION_TOKEN_TTL_S}s`)
        .sign(key),

    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['sub', 'exp', 'sid'],
        })
        const claims = claimsSchema.safeParse(payload)
        if (!claims.success) return null
        return { userId: claims.data.sub, role: claims.data.role, sessionId: claims.data.sid }
      } catch (error) {
        // Anything wrong with the token itself; other failures are bugs and propagate.
        if (error instanceof errors.JOSEError) return null
        throw error
      }
    },
  }
}
