import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useId } from 'react'

interface AgreementsProps {
  acceptTerms: boolean
  acceptCancellationRight: boolean
  onChange: (patch: { acceptTerms?: boolean; acceptCancellationRight?: boolean }) => void
  errors: Record<string, string>
  disabled: boolean
}

/** Confirmed for every order, never carried over. */
export function Agreements({ onChange, errors, disabled, ...accepted }: AgreementsProps) {
  const agreement = (name: 'acceptTerms' | 'acceptCancellationRight') => ({
    name,
    checked: accepted[name],
    onChange: (checked: boolean) => onChange({ [name]: checked }),
    error: errors[name],
  })
  return (
    <fieldset className="checkout-section checkout-agreements" disabled={disabled}>
      <legend className="visually-hidden">
        <Trans>Terms</Trans>
      </legend>
      <Agreement {...agreement('acceptTerms')}>
        <Trans>
          I accept the <Link to="/terms">terms of sale</Link>.
        </Trans>
      </Agreement>
      <Agreement {...agreement('acceptCancellationRight')}>
        <Trans>
          I know that I may cancel the purchase within 14 days of receiving the goods (angrerett,{' '}
          <Link to="/terms">read more</Link>).
        </Trans>
      </Agreement>
    </fieldset>
  )
}

function Agreement({
  name,
  checked,
  onChange,
  error,
  children,
}: {
  name: string
  checked: boolean
  onChange: (checked: boolean) => void
  error?: string
  children: ReactNode
}) {
  const errorId = useId()
  return (
    <div className="checkout-agreement">
      <label className="checkbox">
        <input
          type="checkbox"
          name={name}
          required
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{children}</span>
      </label>
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  )
}
