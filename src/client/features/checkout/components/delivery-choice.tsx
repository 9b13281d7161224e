import { Trans, useLingui } from '@lingui/react/macro'
import { DELIVERY_METHODS, type DeliveryMethod, deliveryPrice } from '../../../../domain/order'
import { Money } from '../../../ui/money'
import { MethodChoice } from './method-choice'

interface DeliveryChoiceProps {
  value: DeliveryMethod
  onChange: (method: DeliveryMethod) => void
  disabled?: boolean
}

export function DeliveryChoice({ value, onChange, disabled }: DeliveryChoiceProps) {
  const { t } = useLingui()
  const labels: Record<DeliveryMethod, { name: string; detail: string }> = {
    pickup: { name: t`Pick up in store`, detail: t`Ready the next working day` },
    standard: { name: t`Home delivery`, detail: t`2–4 working days` },
    express: { name: t`Express delivery`, detail: t`Next working day` },
  }
  return (
    <MethodChoice
      legend={<Trans>Delivery method</Trans>}
      name="deliveryMethod"
      methods={DELIVERY_METHODS}
      labels={labels}
      value={value}
      onChange={onChange}
      disabled={disabled}
      extra={(method) => (
        <span className="checkout-delivery__price">
          <Money ore={deliveryPrice(method)} />
        </span>
      )}
    />
  )
}
