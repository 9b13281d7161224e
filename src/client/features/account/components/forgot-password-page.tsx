import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { emailSchema } from '../../../../domain/email'
import { apiErrorReason, apiErrorText } from '../../../i18n/api-error-messages'
import { useLocale } from '../../../i18n/locale-context'
import { useDocumentTitle } from '../../../ui/document-title'
import { EmailField } from '../../../ui/form-field'
import { SaveStatus, useSaveOutcome } from '../../../ui/save-status'
import { SubmitButton } from '../../../ui/submit-button'
import { requestPasswordReset } from '../../../data/account/password-reset'
import './account.css'

/** The answer is the same whether or not the address has an account, and so is the page's. */
export function ForgotPasswordPage({
  send = requestPasswordReset,
}: {
  send?: typeof requestPasswordReset
}) {
  const { t } = useLingui()
  const locale = useLocale()
  useDocumentTitle(t`Forgot your password?`)
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const save = useSaveOutcome()

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (save.outcome.kind === 'sending') return
    if (!emailSchema.safeParse(email).success) {
      setError(t`Enter a valid e-mail address.`)
      return
    }
    setError(undefined)
    await save.run(() => send({ email: email.trim() }, locale), {
      offline: t`You are offline. Ask for the link when you are online.`,
      failure: (failure) => apiErrorText(apiErrorReason(failure)),
    })
  }

  return (
    <section className="page account-page" aria-labelledby="forgot-password-title">
      <h1 id="forgot-password-title">
        <Trans>Forgot your password?</Trans>
      </h1>
      <p>
        <Trans>
          Enter the e-mail address of your account, and we will send you a link to choose a new
          password.
        </Trans>
      </p>
      <form className="account-form" noValidate onSubmit={submit}>
        <EmailField
          name="email"
          error={error}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SubmitButton busy={save.outcome.kind === 'sending'}>
          <Trans>Send the link</Trans>
        </SubmitButton>
        <SaveStatus
          ref={save.statusRef}
          outcome={save.outcome}
          done={
            <Trans>
              If an account has this address, a link to choose a new password is on its way. It
              works for one hour. Check your spam folder if it does not arrive.
            </Trans>
          }
          className="account-form__alert"
        />
      </form>
      <p>
        <Link to="/account/login">
          <Trans>Back to sign-in</Trans>
        </Link>
      </p>
    </section>
  )
}
