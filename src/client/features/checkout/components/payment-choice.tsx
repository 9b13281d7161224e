import { Trans, useLingui } from '@lingui/react/macro'
import type { PaymentMethod } from '../../../../domain/order'
import { MethodChoice } from './method-choice'

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
    <MethodChoice
      legend={<Trans>Payment method</Trans>}
      name="paymentMethod"
      methods={methods}
      labels={labels}
      value={value}
      onChange={onChange}
      disabled={disabled}
    />
  )
}
