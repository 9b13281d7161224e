import { authApi, publicApi } from '../../lib/api-client'
import { readToken } from '../../lib/session-token'

/** A guest's order calls name the order by its public token instead of a session. */
export function apiForCaller() {
  return readToken() ? authApi : publicApi
}
