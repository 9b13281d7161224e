import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, type ReactNode, useRef, useState } from 'react'
import type { User } from '../../../../domain/account'
import { EmailField, InputField } from '../../../ui/form-field'
import { type AuthCalls, authCalls } from '../../../data/account/sign-in'
import { isBrowserOffline } from '../../../lib/api-client'
import { authFailure, useAuthFailureText } from '../auth-failure'
import {
  type CredentialErrors,
  type CredentialField,
  type CredentialsMode,
  checkCredentials,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../credentials'
import { readRememberedEmail, rememberEmail } from '../remembered-email'
import { session } from '../session'
import { useCredentialErrorText } from './account-field'
import { mergePriceDisplayAtSignIn } from '../../../lib/price-display-account'

const FIELDS: CredentialField[] = ['email', 'password']

export interface CredentialsFormProps {
  mode: CredentialsMode
  variant?: 'page' | 'header'
  onSignedIn: (user: User) => void
  /** Tests give fakes. */
  calls?: AuthCalls
  footer?: ReactNode
}

/** Offline it sends nothing and keeps what was typed. */
export function CredentialsForm({
  mode,
  variant = 'page',
  onSignedIn,
  calls = authCalls,
  footer,
}: CredentialsFormProps) {
  const { t } = useLingui()
  const errorText = useCredentialErrorText()
  const failureText = useAuthFailureText()
  const formRef = useRef<HTMLFormElement>(null)
  const withRemember = variant === 'header'
  const [values, setValues] = useState(() => ({
    email: withRemember ? readRememberedEmail() : '',
    password: '',
  }))
  const [remember, setRemember] = useState(() => withRemember && values.email !== '')
  const [errors, setErrors] = useState<CredentialErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    setFailure(null)
    const checked =
      mode === 'sign-in' ? checkCredentials('sign-in', values) : checkCredentials('sign-up', values)
    if (checked.errors) {
      setErrors(checked.errors)
      const first = FIELDS.find((field) => checked.errors[field])
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    setErrors({})
    if (isBrowserOffline()) {
      setFailure(failureText.signInFailed({ kind: 'offline' }))
      return
    }
    setSending(true)
    try {
      const answer =
        mode === 'sign-in' ? await calls.signIn(checked.body) : await calls.signUp(checked.body)
      if (withRemember) rememberEmail(checked.body.email, remember)
      session.signedIn(answer)
      void mergePriceDisplayAtSignIn(answer.user)
      onSignedIn(answer.user)
    } catch (error) {
      const why = authFailure(error)
      setFailure(
        variant === 'header'
          ? failureText.headerText(why)
          : mode === 'sign-in'
            ? failureText.signInFailed(why)
            : failureText.signUpFailed(why),
      )
    } finally {
      setSending(false)
    }
  }

  function change(field: CredentialField, value: string) {
    setValues((current) => ({ ...current, [field]: value }))
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }))
  }

  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={submit}>
      <EmailField
        name="email"
        autoComplete={mode === 'sign-in' ? 'username' : 'email'}
        value={values.email}
        error={errors.email && errorText(errors.email, 'email')}
        onChange={(event) => change('email', event.target.value)}
      />
      <InputField
        label={t`Password`}
        name="password"
        type="password"
        autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
        required
        minLength={mode === 'sign-up' ? PASSWORD_MIN_LENGTH : undefined}
        maxLength={PASSWORD_MAX_LENGTH}
        hint={mode === 'sign-up' ? t`At least ${PASSWORD_MIN_LENGTH} characters.` : undefined}
        value={values.password}
        error={errors.password && errorText(errors.password, 'password')}
        onChange={(event) => change('password', event.target.value)}
      />
      {withRemember && (
        <label className="account-form__check">
          <input
            type="checkbox"
            name="remember"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          <Trans>Remember me</Trans>
        </label>
      )}
      <div role="alert" className="account-form__alert">
        {failure && <p className="alert alert--danger">{failure}</p>}
      </div>
      <button type="submit" className="button button--primary" disabled={sending}>
        {mode === 'sign-in' ? <Trans>Sign in</Trans> : <Trans>Create account</Trans>}
      </button>
      {footer}
    </form>
  )
}
