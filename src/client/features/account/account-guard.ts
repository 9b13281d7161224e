/**
 * For the shopper's sake only: the API checks every call itself.
 */
import type { User } from '../../../domain/account'
import { ACCOUNT_HOME_PATH, isSignedOutPath, LOGIN_PATH } from './after-sign-in'

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'sign-in'; to: typeof LOGIN_PATH; returnTo: string }
  | { kind: 'not-admin'; to: typeof ACCOUNT_HOME_PATH }
  /** Signed in, but the role is not known yet (the user check has not answered). */
  | { kind: 'wait' }

interface Where {
  pathname: string
  href: string
}

export function accountGuard(where: Where, signedIn: boolean): GuardDecision {
  if (signedIn || isSignedOutPath(where.pathname)) return { kind: 'allow' }
  return { kind: 'sign-in', to: LOGIN_PATH, returnTo: where.href }
}

export function adminGuard(where: Where, signedIn: boolean, user: User | null): GuardDecision {
  if (!signedIn) return { kind: 'sign-in', to: LOGIN_PATH, returnTo: where.href }
  if (!user) return { kind: 'wait' }
  return user.role === 'ADMIN' ? { kind: 'allow' } : { kind: 'not-admin', to: ACCOUNT_HOME_PATH }
}
