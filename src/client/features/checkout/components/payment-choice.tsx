import { Trans, useLingui } from '@lingui/react/macro'
import type { PaymentMethod } from '../../../../domain/order'
import { type ChosenMethod, MethodChoice } from './method-choice'

interface PaymentChoiceProps extends ChosenMethod<PaymentMethod> {
  methods: readonly PaymentMethod[]
}

export function PaymentChoice(props: PaymentChoiceProps) {
  const { t } = useLingui()
  const labels: Record<PaymentMethod, { name: string; detail: string }> = {
    card: { name: t`Card`, detail: t`Visa or Mastercard` },
    vipps: { name: 'Vipps', detail: t`Approve the payment in the Vipps app` },
  }
  if (props.methods.length < 2) return null
  return (
    <MethodChoice
      legend={<Trans>Payment method</Trans>}
      name="paymentMethod"
      labels={labels}
      {...props}
    />
  )
}
