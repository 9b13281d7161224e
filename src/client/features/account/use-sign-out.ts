import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { ACCOUNT_QUERY_KEY } from '../../lib/account-query-key'
import { session } from './session'

/**
 * Sign-out also removes the account's cached data (every query under `ACCOUNT_QUERY_KEY`, in
 * IndexedDB too), so the next person on a shared device sees none of it. The garage stays.
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
