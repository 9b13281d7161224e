import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useRef, useState } from 'react'
import { PASSWORD_MIN_LENGTH } from '../../../../domain/account'
import { apiErrorReason, apiErrorText } from '../../../i18n/api-error-messages'
import { useDocumentTitle } from '../../../ui/document-title'
import { SaveStatus, useSaveOutcome } from '../../../ui/save-status'
import { SubmitButton } from '../../../ui/submit-button'
import { resetPassword } from '../../../data/account/password-reset'
import { PasswordInput, useNewPasswordRules } from './new-password'
import { focusFirstError } from '../../../ui/focus-first-error'
import './account.css'

type Field = 'password' | 'repeatPassword'

export function ResetPasswordPage({
  token,
  send = resetPassword,
}: {
  token?: string
  send?: typeof resetPassword
}) {
  const { t } = useLingui()
  useDocumentTitle(t`Choose a new password`)
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<Record<Field, string>>({ password: '', repeatPassword: '' })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const save = useSaveOutcome()
  const newPasswordRules = useNewPasswordRules()

  if (!token) {
    return (
      <section className="page account-page" aria-labelledby="reset-password-title">
        <h1 id="reset-password-title">
          <Trans>Choose a new password</Trans>
        </h1>
        <p className="alert alert--danger" role="alert">
          <Trans>This link to choose a new password is not valid. Ask for a new one.</Trans>
        </p>
        <AskAgain />
      </section>
    )
  }

  function check(): Partial<Record<Field, string>> {
    const { password, repeat } = newPasswordRules(values.password, values.repeatPassword)
    return { ...(password && { password }), ...(repeat && { repeatPassword: repeat }) }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (save.outcome.kind === 'sending' || save.outcome.kind === 'done' || !token) return
    const found = check()
    setErrors(found)
    if (focusFirstError(formRef.current, found)) return
    await save.run(() => send({ token, password: values.password }), {
      offline: t`You are offline. Choose the new password when you are online.`,
      failure: (failure) => apiErrorText(apiErrorReason(failure)),
    })
  }

  const field = (name: Field, label: string, hint?: string) => (
    <PasswordInput
      label={label}
      hint={hint}
      error={errors[name]}
      name={name}
      autoComplete="new-password"
      value={values[name]}
      onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
    />
  )

  const failed = save.outcome.kind === 'failed'
  return (
    <section className="page account-page" aria-labelledby="reset-password-title">
      <h1 id="reset-password-title">
        <Trans>Choose a new password</Trans>
      </h1>
      <form ref={formRef} className="account-form" noValidate onSubmit={submit}>
        {field('password', t`New password`, t`At least ${PASSWORD_MIN_LENGTH} characters.`)}
        {field('repeatPassword', t`Repeat the new password`)}
        <SubmitButton busy={save.outcome.kind === 'sending'}>
          <Trans>Save the new password</Trans>
        </SubmitButton>
        <SaveStatus
          ref={save.statusRef}
          outcome={save.outcome}
          done={
            <>
              <Trans>The password is changed. Sign in with the new one.</Trans>{' '}
              <Link to="/account/login">
                <Trans>Sign in</Trans>
              </Link>
            </>
          }
          className="account-form__alert"
        />
      </form>
      {failed && <AskAgain />}
    </section>
  )
}

function AskAgain() {
  return (
    <p>
      <Link to="/account/forgot-password">
        <Trans>Ask for a new link</Trans>
      </Link>
    </p>
  )
}
