import { Trans, useLingui } from '@lingui/react/macro'
import { FormField } from '../../../ui/form-field'

interface ContactFieldsProps {
  email: string
  phone: string
  onChange: (patch: { email?: string; phone?: string }) => void
  errors: Record<string, string>
  disabled: boolean
}

export function ContactFields({ email, phone, onChange, errors, disabled }: ContactFieldsProps) {
  const { t } = useLingui()
  return (
    <fieldset className="checkout-section" disabled={disabled}>
      <legend>
        <Trans>Contact</Trans>
      </legend>
      <div className="checkout-address__pair">
        <FormField
          label={t`E-mail address`}
          error={errors.email}
          render={(id, describedBy) => (
            <input
              id={id}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              maxLength={254}
              value={email}
              onChange={(event) => onChange({ email: event.target.value })}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        />
        <FormField
          label={t`Phone (optional)`}
          error={errors.phone}
          render={(id, describedBy) => (
            <input
              id={id}
              name="phone"
              type="tel"
              autoComplete="tel"
              maxLength={30}
              value={phone}
              onChange={(event) => onChange({ phone: event.target.value })}
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        />
      </div>
    </fieldset>
  )
}
