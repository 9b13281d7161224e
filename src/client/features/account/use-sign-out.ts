import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { authApi } from '../../lib/api-client'
import { endSession } from '../../offline/ended-sessions'
import { readToken } from '../../lib/session-token'
import { clearPersonalData } from '../../offline/personal-data'
import { session } from './session'

/**
 * Sign-out, also offline: the token goes at once with everything personal on this device
 * (offline/personal-data.ts), so the next person on a shared phone finds none of it, and the
 * server ends the session now or once the network is back (offline/ended-sessions.ts).
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return async () => {
    const token = readToken()
    // Home first: signed out on an account page, its guard would send us to the login page.
    try {
      await navigate({ to: '/' })
    } finally {
      session.signOut()
      await clearPersonalData(queryClient)
      if (token) void endSession(token)
    }
  }
}

/**
 * 'Logg ut på alle enheter': the server ends every session of the account (a phone left at a
 * workshop too), then this device signs out. Needs the network; rejects without it.
 */
export function useSignOutEverywhere(): () => Promise<void> {
  const signOut = useSignOut()
  return async () => {
    await authApi('/auth/logout-all', { method: 'POST' })
    await signOut()
  }
}
