import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { clearPersonalData } from '../../offline/personal-data'
import { session } from './session'

/**
 * Sign-out also removes everything personal kept in this tab and the query cache
 * (offline/personal-data.ts), so the next person on a shared device sees none of it. The
 * cart and the garage stay.
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
      // Other tabs hear of the sign-out and clear their own (shell/app.tsx).
      void clearPersonalData(queryClient)
    }
  }
}
