import { Trans, useLingui } from '@lingui/react/macro'
import { DELIVERY_METHODS, type DeliveryMethod, deliveryPrice } from '../../../../domain/order'
import { Money } from '../../../ui/money'
import { type ChosenMethod, MethodChoice } from './method-choice'

type DeliveryChoiceProps = ChosenMethod<DeliveryMethod>

export function DeliveryChoice(props: DeliveryChoiceProps) {
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
      {...props}
      extra={(method) => (
        <span className="checkout-delivery__price">
          <Money ore={deliveryPrice(method)} />
        </span>
      )}
    />
  )
}
