/**
 * Return targets are paths inside this app only, so a crafted link cannot send a sign-in elsewhere.
 */
import type { User } from '../../../domain/account'

export const LOGIN_PATH = '/account/login'
export const ACCOUNT_HOME_PATH = '/account/dashboard'
export const ADMIN_HOME_PATH = '/admin/dashboard'

const RETURN_TO_MAX_LENGTH = 2000

export function safeReturnTo(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > RETURN_TO_MAX_LENGTH) return undefined
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined
  // Control characters would let the browser read the path as something else.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return undefined
  if (isLoginPath(value.split(/[?#]/)[0] ?? '')) return undefined
  return value
}

export function isLoginPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === LOGIN_PATH
}

const SIGNED_OUT_PATHS = [LOGIN_PATH, '/account/forgot-password', '/account/reset-password']

export function isSignedOutPath(pathname: string): boolean {
  return SIGNED_OUT_PATHS.includes(pathname.replace(/\/+$/, ''))
}

export function pathAfterSignIn(user: Pick<User, 'role'> | null, returnTo?: string): string {
  const target = safeReturnTo(returnTo)
  if (target) return target
  return user?.role === 'ADMIN' ? ADMIN_HOME_PATH : ACCOUNT_HOME_PATH
}
