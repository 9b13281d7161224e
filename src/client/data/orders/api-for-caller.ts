import { authApi, publicApi } from '../../lib/api-client'
import { readToken } from '../../lib/session-token'

/**
 * The client for an order call that works with or without a session: a signed-in shopper's
 * calls carry the session token, a guest's name the order by its public token.
 */
export function apiForCaller() {
  return readToken() ? authApi : publicApi
}
