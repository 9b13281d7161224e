import { authApi } from '../../lib/api-client'

/** `POST /auth/logout-all`: the server ends every session of the account. */
export async function endAllSessions(): Promise<void> {
  await authApi('/auth/logout-all', { method: 'POST' })
}
