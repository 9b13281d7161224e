import { Trans, useLingui } from '@lingui/react/macro'
import { DELIVERY_METHODS, type DeliveryMethod, deliveryPrice } from '../../../../domain/order'
import { Money } from '../../../ui/money'

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
    <fieldset className="checkout-section checkout-delivery" disabled={disabled}>
      <legend>
        <Trans>Delivery method</Trans>
      </legend>
      {DELIVERY_METHODS.map((method) => (
        <label key={method} className="checkout-delivery__option">
          <input
            type="radio"
            name="deliveryMethod"
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
          />
          <span className="checkout-delivery__name">{labels[method].name}</span>
          <span className="checkout-delivery__detail">{labels[method].detail}</span>
          <span className="checkout-delivery__price">
            <Money ore={deliveryPrice(method)} />
          </span>
        </label>
      ))}
    </fieldset>
  )
}
