import { Trans, useLingui } from '@lingui/react/macro'
import { EmailField, InputField } from '../../../ui/form-field'

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
        <EmailField
          error={errors.email}
          name="email"
          maxLength={254}
          value={email}
          onChange={(event) => onChange({ email: event.target.value })}
        />
        <InputField
          label={t`Phone (optional)`}
          error={errors.phone}
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={30}
          value={phone}
          onChange={(event) => onChange({ phone: event.target.value })}
        />
      </div>
    </fieldset>
  )
}
