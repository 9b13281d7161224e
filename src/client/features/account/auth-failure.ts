/**
 * Why a sign-in or sign-up failed, in the page language. The server's messages are English
 * prose with a stable code, so the text is looked up by `ERROR_API_<code>`; an unknown code
 * shows the server's own message. Offline nothing is sent.
 */
import { useLingui } from '@lingui/react/macro'
import { isFetchError } from '../../lib/api-client'

export type AuthFailure =
  | { kind: 'offline' }
  | { kind: 'network' }
  | { kind: 'answer'; code?: string; message?: string }

export function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}

/** What went wrong with a sign-in or sign-up request. */
export function authFailure(error: unknown): AuthFailure {
  if (isBrowserOffline()) return { kind: 'offline' }
  if (isFetchError(error) && error.response === undefined) return { kind: 'network' }
  const body = (error as { data?: unknown } | null)?.data as
    | { error?: { code?: unknown; message?: unknown } }
    | undefined
  const code = body?.error?.code
  const message = body?.error?.message
  return {
    kind: 'answer',
    code: typeof code === 'string' && code !== '' ? code : undefined,
    message: typeof message === 'string' && message !== '' ? message : undefined,
  }
}

/** The translation key of a server error: ERROR_API_ plus its code. */
export function apiErrorKey(code: string): string {
  return `ERROR_API_${code}`
}

export function useAuthFailureText() {
  const { t } = useLingui()

  /** The server's error in the page language, or its own words for a code we do not know. */
  function apiErrorText(code: string | undefined, message: string | undefined): string {
    switch (code && apiErrorKey(code)) {
      case 'ERROR_API_INVALID_CREDENTIALS':
        return t`The e-mail address or password is wrong.`
      case 'ERROR_API_EMAIL_TAKEN':
        return t`An account with this e-mail address already exists.`
      case 'ERROR_API_VALIDATION_ERROR':
        return t`Check the e-mail address and the password.`
      case 'ERROR_API_TOO_MANY_REQUESTS':
      case 'ERROR_API_RATE_LIMITED':
        return t`Too many attempts. Wait a few minutes and try again.`
      case 'ERROR_API_INTERNAL_ERROR':
        return t`Something went wrong on our side. Please try again later.`
      default:
        return message ?? t`Unknown error`
    }
  }

  const offline = t`You are offline. This needs a connection — what you typed is kept, so try again when you are online.`

  function reason(failure: AuthFailure): string {
    if (failure.kind === 'network') return t`Network error or server not reachable`
    if (failure.kind === 'answer') return apiErrorText(failure.code, failure.message)
    return offline
  }

  return {
    apiErrorText,
    signInFailed(failure: AuthFailure): string {
      if (failure.kind === 'offline') return offline
      const why = reason(failure)
      return t`Sign-in failed: ${why}`
    },
    signUpFailed(failure: AuthFailure): string {
      if (failure.kind === 'offline') return offline
      const why = reason(failure)
      return t`Sign-up failed: ${why}`
    },
    /** The header's danger alert: the server's error alone; no answer as on the page. */
    headerText(failure: AuthFailure): string {
      if (failure.kind === 'answer') return apiErrorText(failure.code, failure.message)
      if (failure.kind === 'offline') return offline
      const why = reason(failure)
      return t`Sign-in failed: ${why}`
    },
  }
}
