import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { InputField } from '../../../ui/form-field'

export function BankCodeForm({ onSubmit }: { onSubmit: (code: string) => void }) {
  const { t } = useLingui()
  const [code, setCode] = useState('')
  function submit(event: FormEvent) {
    event.preventDefault()
    onSubmit(code.trim())
  }
  return (
    <form className="checkout-code" onSubmit={submit}>
      <h2>
        <Trans>Confirm the payment</Trans>
      </h2>
      <p>
        <Trans>Your bank asks for a code to approve this payment.</Trans>
      </p>
      <InputField
        label={t`Code from your bank`}
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        required
        // biome-ignore lint/a11y/noAutofocus: the only field of this step, opened by the shopper's own press
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <button type="submit" className="button button--primary">
        <Trans>Confirm</Trans>
      </button>
    </form>
  )
}
