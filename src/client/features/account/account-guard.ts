/**
 * Who may open the account and admin pages (spec §6 leaves guards open; issue 8 asks for
 * them). Client-side only, for the shopper's sake — the API checks every call itself.
 * - `/account/*` except the login page: a kept token, else the login page, which returns
 *   here afterwards;
 * - `/admin/*`: a kept token and the ADMIN role; a signed-in customer goes to their own
 *   dashboard.
 */
import type { User } from '../../../domain/account'
import { ACCOUNT_HOME_PATH, isLoginPath, LOGIN_PATH } from './after-sign-in'

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'sign-in'; to: typeof LOGIN_PATH; returnTo: string }
  | { kind: 'not-admin'; to: typeof ACCOUNT_HOME_PATH }
  /** Signed in, but the role is not known yet (the user check has not answered). */
  | { kind: 'wait' }

interface Where {
  pathname: string
  /** Path and query string, to come back to. */
  href: string
}

export function accountGuard(where: Where, signedIn: boolean): GuardDecision {
  if (signedIn || isLoginPath(where.pathname)) return { kind: 'allow' }
  return { kind: 'sign-in', to: LOGIN_PATH, returnTo: where.href }
}

export function adminGuard(where: Where, signedIn: boolean, user: User | null): GuardDecision {
  if (!signedIn) return { kind: 'sign-in', to: LOGIN_PATH, returnTo: where.href }
  if (!user) return { kind: 'wait' }
  return user.role === 'ADMIN' ? { kind: 'allow' } : { kind: 'not-admin', to: ACCOUNT_HOME_PATH }
}
