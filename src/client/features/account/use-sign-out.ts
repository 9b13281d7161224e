import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { endAllSessions } from '../../data/account/sign-out-everywhere'
import { endSession } from '../../lib/ended-sessions'
import { readToken } from '../../lib/session-token'
import { clearPersonalData } from '../../offline/personal-data'
import { session } from './session'

/**
 * The token goes at once with everything personal on this device, so the next person on a
 * shared phone finds none of it; the server ends the session now or once back online.
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

/** Needs the network: the server ends every session of the account; rejects offline. */
export function useSignOutEverywhere(): () => Promise<void> {
  const signOut = useSignOut()
  return async () => {
    await endAllSessions()
    await signOut()
  }
}
