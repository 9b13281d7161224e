/**
 * Worded by the server's error code, never its English message.
 */
import { useLingui } from '@lingui/react/macro'
import { type ApiErrorReason, apiErrorReason, apiErrorText } from '../../i18n/api-error-messages'
import { isBrowserOffline, isFetchError } from '../../lib/api-client'

export type AuthFailure =
  | { kind: 'offline' }
  | { kind: 'network' }
  | ({ kind: 'answer' } & ApiErrorReason)

export function authFailure(error: unknown): AuthFailure {
  if (isBrowserOffline()) return { kind: 'offline' }
  if (isFetchError(error) && error.response === undefined) return { kind: 'network' }
  return { kind: 'answer', ...apiErrorReason(error) }
}

export function useAuthFailureText() {
  const { t } = useLingui()

  /** A refused form here has only its two fields. */
  function answerText(reason: ApiErrorReason): string {
    if (reason.code === 'VALIDATION_ERROR') return t`Check the e-mail address and the password.`
    return apiErrorText(reason)
  }

  const offline = t`You are offline. This needs a connection — what you typed is kept, so try again when you are online.`

  function reason(failure: AuthFailure): string {
    if (failure.kind === 'network') return t`Network error or server not reachable`
    if (failure.kind === 'answer') return answerText(failure)
    return offline
  }

  return {
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
    headerText(failure: AuthFailure): string {
      if (failure.kind === 'answer') return answerText(failure)
      if (failure.kind === 'offline') return offline
      const why = reason(failure)
      return t`Sign-in failed: ${why}`
    },
  }
}
