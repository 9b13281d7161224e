import { Trans } from '@lingui/react/macro'
import { type FormEvent, useId, useRef, useState } from 'react'
import { emailSchema } from '../../../domain/email'
import { useFormErrorMessage } from '../../ui/form-error-message'

type NewsletterState = { kind: 'editing' } | { kind: 'invalid'; code: string } | { kind: 'noted' }

/**
 * The newsletter box (nothing is sent on submit). A valid address gets an honest
 * answer that nothing was stored; an invalid one the shop's e-mail rule's message.
 */
export function NewsletterForm() {
  const formError = useFormErrorMessage()
  const inputId = useId()
  const messageId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [email, setEmail] = useState('')
  const [state, setState] = useState<NewsletterState>({ kind: 'editing' })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const result = emailSchema.safeParse(email)
    if (!result.success) {
      setState({ kind: 'invalid', code: result.error.issues[0]?.message ?? '' })
      inputRef.current?.focus()
      return
    }
    setState({ kind: 'noted' })
  }

  const invalid = state.kind === 'invalid'
  return (
    <form className="newsletter" noValidate onSubmit={submit}>
      <p className="newsletter__intro">
        <Trans>Tips on maintenance and seasonal offers, at most once a month.</Trans>
      </p>
      <label htmlFor={inputId}>
        <Trans>E-mail address</Trans>
      </label>
      <div className="newsletter__row">
        <input
          ref={inputRef}
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value)
            if (state.kind !== 'editing') setState({ kind: 'editing' })
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? messageId : undefined}
        />
        <button type="submit" className="button button--primary">
          <Trans>Subscribe</Trans>
        </button>
      </div>
      <div className="newsletter__message" id={messageId} role="status">
        {invalid && <p className="newsletter__error">{formError(state.code, 'email')}</p>}
        {state.kind === 'noted' && (
          <p>
            <Trans>
              Thank you! The newsletter has not started yet, so we have not stored your e-mail
              address.
            </Trans>
          </p>
        )}
      </div>
    </form>
  )
}
