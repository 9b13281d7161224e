/**
 * The password reset token as both sides see it, zod-free so the reset page's route can read
 * its search without loading the schemas.
 */

/** How long a reset link works, seconds: one hour. */
export const RESET_TOKEN_TTL_S = 60 * 60
/** Longest token accepted; ours are 43 characters. */
export const RESET_TOKEN_MAX_LENGTH = 200

/** The reset page's search: `?token=` from the mail (absent or broken: the page says so). */
export function resetPasswordSearch(search: Record<string, unknown>): { token?: string } {
  const { token } = search
  return typeof token === 'string' && token.length > 0 && token.length <= RESET_TOKEN_MAX_LENGTH
    ? { token }
    : {}
}
