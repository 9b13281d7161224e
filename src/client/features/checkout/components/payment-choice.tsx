import { Trans, useLingui } from '@lingui/react/macro'
import type { PaymentMethod } from '../../../../domain/order'

interface PaymentChoiceProps {
  methods: readonly PaymentMethod[]
  value: PaymentMethod
  onChange: (method: PaymentMethod) => void
  disabled?: boolean
}

export function PaymentChoice({ methods, value, onChange, disabled }: PaymentChoiceProps) {
  const { t } = useLingui()
  const labels: Record<PaymentMethod, { name: string; detail: string }> = {
    card: { name: t`Card`, detail: t`Visa or Mastercard` },
    vipps: { name: 'Vipps', detail: t`Approve the payment in the Vipps app` },
  }
  if (methods.length < 2) return null
  return (
    <fieldset className="checkout-section checkout-delivery" disabled={disabled}>
      <legend>
        <Trans>Payment method</Trans>
      </legend>
      {methods.map((method) => (
        <label key={method} className="checkout-delivery__option">
          <input
            type="radio"
            name="paymentMethod"
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
          />
          <span className="checkout-delivery__name">{labels[method].name}</span>
          <span className="checkout-delivery__detail">{labels[method].detail}</span>
        </label>
      ))}
    </fieldset>
  )
}
