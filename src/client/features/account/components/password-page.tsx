import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useRef, useState } from 'react'
import { PASSWORD_MIN_LENGTH } from '../../../../domain/account'
import { updatePassword } from '../../../data/account/update-password'
import { isFetchError } from '../../../lib/api-client'
import { useDocumentTitle } from '../../../ui/document-title'
import { SaveStatus, useSaveOutcome } from '../../../ui/save-status'
import { SubmitButton } from '../../../ui/submit-button'
import { PasswordInput, useNewPasswordRules } from './new-password'
import { focusFirstError } from '../../../ui/focus-first-error'
import './account.css'

type Field = 'oldPassword' | 'newPassword' | 'repeatPassword'

export function PasswordPage() {
  const { t } = useLingui()
  useDocumentTitle(t`Change password`)
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<Record<Field, string>>({
    oldPassword: '',
    newPassword: '',
    repeatPassword: '',
  })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const save = useSaveOutcome()
  const newPasswordRules = useNewPasswordRules()

  function check(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {}
    if (!values.oldPassword) found.oldPassword = t`Enter your current password.`
    const { password, repeat } = newPasswordRules(values.newPassword, values.repeatPassword)
    if (password) found.newPassword = password
    if (repeat) found.repeatPassword = repeat
    return found
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (save.outcome.kind === 'sending') return
    const found = check()
    setErrors(found)
    if (focusFirstError(formRef.current, found)) return
    await save.run(
      async () => {
        await updatePassword({
          oldPassword: values.oldPassword,
          newPassword: values.newPassword,
        })
        setValues({ oldPassword: '', newPassword: '', repeatPassword: '' })
      },
      {
        offline: t`You are offline. The password can be changed when you are online.`,
        failure: (error) => {
          const code = isFetchError(error)
            ? (error.data as { error?: { code?: string } } | undefined)?.error?.code
            : undefined
          if (code !== 'WRONG_PASSWORD') {
            return t`An unexpected error occurred while updating the password.`
          }
          setErrors({ oldPassword: t`The current password is wrong.` })
          formRef.current?.querySelector<HTMLElement>('[name="oldPassword"]')?.focus()
          return undefined
        },
      },
    )
  }

  const field = (
    name: Field,
    label: string,
    autoComplete: 'current-password' | 'new-password',
    hint?: string,
  ) => (
    <PasswordInput
      label={label}
      hint={hint}
      error={errors[name]}
      name={name}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
    />
  )

  return (
    <section className="page account-page" aria-labelledby="password-title">
      <h1 id="password-title">
        <Trans>Change password</Trans>
      </h1>
      <form ref={formRef} className="account-form" noValidate onSubmit={submit}>
        {field('oldPassword', t`Current password`, 'current-password')}
        {field(
          'newPassword',
          t`New password`,
          'new-password',
          t`At least ${PASSWORD_MIN_LENGTH} characters.`,
        )}
        {field('repeatPassword', t`Repeat the new password`, 'new-password')}
        <SubmitButton busy={save.outcome.kind === 'sending'}>
          <Trans>Change password</Trans>
        </SubmitButton>
        <SaveStatus
          ref={save.statusRef}
          outcome={save.outcome}
          done={<Trans>The password is changed. Use the new one the next time you sign in.</Trans>}
          className="account-form__alert"
        />
      </form>
    </section>
  )
}
