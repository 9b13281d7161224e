import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { ACCOUNT_QUERY_KEY } from '../../lib/account-query-key'
import { session } from './session'

/**
 * Sign-out (spec §4): stores no user, removes `jwtToken` and the session cookies, clears the
 * other stored item — the account's data cached for offline use (every query under
 * `ACCOUNT_QUERY_KEY`, also in the persisted IndexedDB copy), so the next person on this
 * device sees none of it — and goes to `/` (`/en/` on English pages). The garage on the
 * device stays: it is the device's, and it no longer syncs without a token.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return async () => {
    // Home first: signed out on an account page, its guard would send us to the login page.
    try {
      await navigate({ to: '/' })
    } finally {
      session.signOut()
      queryClient.removeQueries({ queryKey: ACCOUNT_QUERY_KEY })
    }
  }
}
