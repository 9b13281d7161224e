import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { SavedAddress } from '../../../../domain/address'
import { type Cart, isSoldOutLine } from '../../../../domain/cart'
import { type DeliveryMethod, orderSums, type PaymentMethod } from '../../../../domain/order'
import { useDocumentTitle } from '../../../ui/document-title'
import { useGarage } from '../../../data/garage/garage'
import { garageVehicleName } from '../../../data/garage/garage-vehicle'
import { orderBody } from '../checkout-draft'
import { useCheckoutErrors } from '../checkout-errors'
import { useCheckoutFailureText } from '../checkout-failure'
import { useCheckoutDraft } from '../use-checkout-draft'
import { useOnline } from '../use-online'
import { usePlaceOrder } from '../use-place-order'
import { AddressSections } from './address-sections'
import { Agreements } from './agreements'
import { BankCodeForm } from './bank-code-form'
import { type CardDraft, type CardErrors, CardFields, emptyCard, readCard } from './card-fields'
import { CheckoutNotices } from './checkout-notices'
import { ContactFields } from './contact-fields'
import { DeliveryChoice } from './delivery-choice'
import { OrderSummary } from './order-summary'
import { PaymentChoice } from './payment-choice'
import { PlaceOrderButton } from './place-order-button'
import '../../../ui/form-field.css'
import './checkout.css'

export interface CheckoutPageProps {
  cart: Cart
  cartLoaded: boolean
  onPaid: () => Promise<void>
  onSoldOut?: (articleNumber: string) => void
  customerEmail?: string
  /** `savedAddressesAt`: when the book was fetched, ms since epoch. */
  savedAddresses?: SavedAddress[]
  savedAddressesAt?: number
  paymentMethods?: readonly PaymentMethod[]
}

/** Offline the page keeps everything typed (this tab's session storage) until it can place the order. */
export function CheckoutPage({
  cart,
  cartLoaded,
  onPaid,
  onSoldOut,
  customerEmail,
  savedAddresses,
  savedAddressesAt = 0,
  paymentMethods = ['card'],
}: CheckoutPageProps) {
  const { t } = useLingui()
  useDocumentTitle(t`Secure checkout`)
  const online = useOnline()
  const garage = useGarage()
  const findErrors = useCheckoutErrors()
  const failureText = useCheckoutFailureText()
  const { step, place, confirmCode, failOffline } = usePlaceOrder(onPaid, onSoldOut)
  const formRef = useRef<HTMLFormElement>(null)
  const statusRef = useRef<HTMLDivElement>(null)
  const soldOutRef = useRef<HTMLParagraphElement>(null)
  const { draft, update, chooseSaved } = useCheckoutDraft({
    customerEmail,
    savedAddresses,
    savedAddressesAt,
  })
  const [card, setCard] = useState<CardDraft>(emptyCard)
  const [chosenMethod, setMethod] = useState<PaymentMethod>('card')
  const method = paymentMethods.includes(chosenMethod) ? chosenMethod : 'card'
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [cardErrors, setCardErrors] = useState<CardErrors>({})

  useEffect(() => {
    if (step.kind === 'failed') statusRef.current?.focus()
  }, [step])

  if (!cartLoaded) return <section className="page page--checkout" aria-busy="true" />
  if (cart.items.length === 0) return <EmptyCheckout />

  const sums = orderSums(cart, draft.deliveryMethod as DeliveryMethod)
  const vehicle = garage.current
  const busy = step.kind === 'placing'
  const soldOut = cart.items.some(isSoldOutLine)

  function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    if (soldOut) {
      soldOutRef.current?.focus()
      return
    }
    const found = findErrors(draft, cart, card)
    const wrongCard = method === 'card' ? found.card : {}
    setErrors(found.fields)
    setCardErrors(wrongCard)
    const firstWrong = [...Object.keys(found.fields), ...Object.keys(wrongCard)][0]
    if (firstWrong) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstWrong}"]`)?.focus()
      return
    }
    const cardResult = readCard(card)
    if (method === 'card' && !cardResult.ok) return
    const body = orderBody(draft, cart, vehicle?.id)
    if (!online) failOffline()
    else if (method !== 'card') void place(body, { method })
    else if (cardResult.ok) void place(body, { method, card: cardResult.card })
  }
  const sectionProps = { onChange: update, errors, disabled: busy }

  return (
    <section className="page page--checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title">
        <Trans>Secure checkout</Trans>
      </h1>
      <CheckoutNotices online={online} soldOut={soldOut} soldOutRef={soldOutRef} />
      {step.kind === 'code' ? (
        <BankCodeForm onSubmit={(code) => void confirmCode(code)} />
      ) : (
        <form ref={formRef} className="checkout" noValidate onSubmit={submit}>
          <div className="checkout__details">
            <ContactFields email={draft.email} phone={draft.phone} {...sectionProps} />
            <AddressSections
              draft={draft}
              savedAddresses={savedAddresses ?? []}
              onChooseSaved={chooseSaved}
              {...sectionProps}
            />
            <DeliveryChoice
              value={draft.deliveryMethod as DeliveryMethod}
              onChange={(deliveryMethod) => update({ deliveryMethod })}
              disabled={busy}
            />
            <PaymentChoice
              methods={paymentMethods}
              value={method}
              onChange={setMethod}
              disabled={busy}
            />
            {method === 'card' && (
              <CardFields value={card} onChange={setCard} errors={cardErrors} disabled={busy} />
            )}
          </div>
          <OrderSummary
            cart={cart}
            sums={sums}
            vehicleName={vehicle ? garageVehicleName(vehicle) : undefined}
          >
            <Agreements
              acceptTerms={draft.acceptTerms}
              acceptCancellationRight={draft.acceptCancellationRight}
              {...sectionProps}
            />
            <PlaceOrderButton
              total={sums.total}
              busy={busy}
              soldOut={soldOut}
              failure={step.kind === 'failed' ? failureText(step.failure) : null}
              statusRef={statusRef}
            />
          </OrderSummary>
        </form>
      )}
    </section>
  )
}

function EmptyCheckout() {
  return (
    <section className="page page--checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title">
        <Trans>Secure checkout</Trans>
      </h1>
      <p>
        <Trans>
          Your cart is empty. <Link to="/catalog">Find parts in the catalogue</Link>.
        </Trans>
      </p>
    </section>
  )
}
