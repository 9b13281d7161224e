import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import type { SavedAddress } from '../../../../domain/address'
import type { Cart } from '../../../../domain/cart'
import { type DeliveryMethod, orderSums } from '../../../../domain/order'
import { createOrderBodySchema } from '../../../../domain/order-schema'
import { useDocumentTitle } from '../../../ui/document-title'
import { FormField } from '../../../ui/form-field'
import { useFormErrorMessage } from '../../../ui/form-error-message'
import { Money } from '../../../ui/money'
import { addressesQuery } from '../../account/addresses/address-book'
import { useSession } from '../../account/session'
import { useCart, cartStore } from '../../cart/cart'
import { CartLineImage } from '../../../ui/cart-line-image'
import { Sums } from '../../../ui/price-sums'
import { finishAttempt, idempotencyKeyFor, readDraft, saveDraft } from '../checkout-attempt'
import { type CheckoutDraft, draftFrom, emptyDraft, orderBody } from '../checkout-draft'
import { checkoutFailure, type CheckoutFailure, useCheckoutFailureText } from '../checkout-failure'
import {
  confirmCardPayment,
  createOrder,
  createPayment,
  orderByToken,
  type Payment,
  recordPaymentStatus,
} from '../../../lib/orders-api'
import { useOnline } from '../use-online'
import { AddressFields } from '../../../ui/address-fields'
import { type CardDraft, type CardErrors, CardFields, emptyCard, readCard } from './card-fields'
import { DeliveryChoice } from './delivery-choice'
import '../../../ui/form-field.css'
import './checkout.css'

type Step =
  | { kind: 'form' }
  | { kind: 'placing' }
  | { kind: 'code'; order: PlacedOrder; payment: Payment }
  | { kind: 'failed'; failure: CheckoutFailure }

interface PlacedOrder {
  id: string
  token: string
}

const DEFAULT_DELIVERY: DeliveryMethod = 'standard'

/**
 * `/cart/checkout` (spec §2; issue 7 §4, §5): contact, delivery address (and billing address
 * when it differs), delivery method, the order with MVA shown, the terms and the 14-day
 * angrerett, and card payment. Placing the order needs a connection: offline the page says
 * so and keeps everything typed (this tab's session storage). The order is sent with an
 * Idempotency-Key kept per order body, so pressing again after a lost answer cannot order
 * twice; a declined card keeps the cart and the order, ready for another card.
 */
export function CheckoutPage() {
  const { t } = useLingui()
  useDocumentTitle(t`Secure checkout`)
  const { cart, loaded } = useCart()
  const { user } = useSession()
  const online = useOnline()
  const navigate = useNavigate()
  const formError = useFormErrorMessage()
  const failureText = useCheckoutFailureText()
  const formRef = useRef<HTMLFormElement>(null)
  const statusRef = useRef<HTMLDivElement>(null)
  const [draft, setDraft] = useState<CheckoutDraft>(() =>
    draftFrom(readDraft(), emptyDraft(DEFAULT_DELIVERY, user?.email ?? '')),
  )
  const [card, setCard] = useState<CardDraft>(emptyCard)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [cardErrors, setCardErrors] = useState<CardErrors>({})
  const [step, setStep] = useState<Step>({ kind: 'form' })
  const [code, setCode] = useState('')

  // A signed-in customer picks from the address book; the default fills an empty form once.
  const saved = useQuery({ ...addressesQuery(), enabled: Boolean(user) })
  const savedAddresses = saved.data ?? []
  // Only from an answer fetched since the page opened: the device's cached book (restored
  // from IndexedDB, possibly after this page mounted) may be older than the account's.
  const [openedAt] = useState(() => Date.now())
  const freshBook = saved.dataUpdatedAt >= openedAt ? saved.data : undefined
  useEffect(() => {
    const preferred = freshBook?.find((address) => address.default)
    if (!preferred) return
    setDraft((current) =>
      current.shippingAddress.address1 || current.shippingAddress.firstName
        ? current
        : fillFrom(current, preferred),
    )
  }, [freshBook])

  // The signed-in customer's e-mail, once the session is known, unless something is typed.
  useEffect(() => {
    if (user?.email)
      setDraft((current) => (current.email ? current : { ...current, email: user.email }))
  }, [user?.email])

  useEffect(
    () => saveDraft({ ...draft, acceptTerms: false, acceptCancellationRight: false }),
    [draft],
  )

  useEffect(() => {
    if (step.kind === 'failed') statusRef.current?.focus()
  }, [step])

  if (!loaded) return <section className="page page--checkout" aria-busy="true" />
  if (cart.items.length === 0) return <EmptyCheckout />

  const sums = orderSums(cart, draft.deliveryMethod as DeliveryMethod)
  const busy = step.kind === 'placing'

  function validate(): boolean {
    const found: Record<string, string> = {}
    const parsed = createOrderBodySchema.safeParse(orderBody(draft, cart))
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.')
        const key = path.startsWith('contact.') ? path.slice('contact.'.length) : path
        found[key] ??= fieldMessage(key, issue.message)
      }
    }
    const cardResult = readCard(card)
    const foundCard: CardErrors = {}
    if (!cardResult.ok) {
      for (const [key, problem] of Object.entries(cardResult.errors)) {
        if (problem) foundCard[key as keyof CardDraft] = cardMessage(problem)
      }
    }
    setErrors(found)
    setCardErrors(foundCard)
    const firstWrong = [...Object.keys(found), ...Object.keys(foundCard)][0]
    if (firstWrong) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstWrong}"]`)?.focus()
      return false
    }
    return true
  }

  function fieldMessage(key: string, code: string): string {
    if (key === 'acceptTerms') return t`Accept the terms of sale to order.`
    if (key === 'acceptCancellationRight') return t`Confirm that you know your right to cancel.`
    if (key.endsWith('postcode')) return t`Enter a postcode of four digits.`
    if (key === 'email') return formError(code, 'email')
    return formError(code)
  }

  function cardMessage(problem: 'required' | 'invalid' | 'expired'): string {
    if (problem === 'required') return t`This field is required.`
    if (problem === 'expired') return t`The card has expired.`
    return t`Check this field.`
  }

  async function pay(order: PlacedOrder, payment: Payment, withCode?: string) {
    const cardResult = readCard(card)
    if (!cardResult.ok) return
    const outcome = await confirmCardPayment(payment.id, { ...cardResult.card, code: withCode })
    if (outcome.status === 'requires_action') {
      setStep({ kind: 'code', order, payment })
      return
    }
    await recordPaymentStatus(order, payment.id, outcome.status === 'succeeded' ? 'paid' : 'failed')
    if (outcome.status !== 'succeeded') {
      setStep({ kind: 'failed', failure: { kind: 'declined', message: outcome.message } })
      return
    }
    await finishPaid(order)
  }

  async function finishPaid(order: PlacedOrder) {
    finishAttempt()
    await cartStore.reset()
    await navigate({ to: '/cart/checkout/$token', params: { token: order.token } })
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    if (!validate()) return
    if (!online) {
      setStep({ kind: 'failed', failure: { kind: 'offline' } })
      return
    }
    setStep({ kind: 'placing' })
    try {
      const body = orderBody(draft, cart)
      const order = await createOrder(body, idempotencyKeyFor(body))
      const payment = await createPayment(order).catch(async (error: unknown) => {
        // The same key gives the same order; it may have been paid before the page heard so
        // (a lost answer, a reload): then its success page opens, with no second payment.
        const current = await orderByToken(order.token).catch(() => null)
        if (current?.paymentStatus === 'paid') return null
        throw error
      })
      if (payment === null) {
        await finishPaid(order)
        return
      }
      await pay(order, payment)
    } catch (error) {
      setStep({ kind: 'failed', failure: checkoutFailure(error) })
    }
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault()
    if (step.kind !== 'code') return
    const { order, payment } = step
    setStep({ kind: 'placing' })
    try {
      await pay(order, payment, code.trim())
    } catch (error) {
      setStep({ kind: 'failed', failure: checkoutFailure(error) })
    }
  }

  const update = (patch: Partial<CheckoutDraft>) =>
    setDraft((current) => ({ ...current, ...patch }))

  return (
    <section className="page page--checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title">
        <Trans>Secure checkout</Trans>
      </h1>
      {!online && (
        <p className="notice checkout-offline" role="status">
          <Trans>
            You are offline. You can fill in everything now; it stays here, and the order can be
            placed when you are online again.
          </Trans>
        </p>
      )}
      {step.kind === 'code' ? (
        <form className="checkout-code" onSubmit={submitCode}>
          <h2>
            <Trans>Confirm the payment</Trans>
          </h2>
          <p>
            <Trans>Your bank asks for a code to approve this payment.</Trans>
          </p>
          <FormField
            label={t`Code from your bank`}
            render={(id, describedBy) => (
              <input
                id={id}
                name="code"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={8}
                required
                // biome-ignore lint/a11y/noAutofocus: the only field of this step, opened by the shopper's own press
                autoFocus
                value={code}
                onChange={(event) => setCode(event.target.value)}
                aria-describedby={describedBy}
              />
            )}
          />
          <button type="submit" className="button button--primary">
            <Trans>Confirm</Trans>
          </button>
        </form>
      ) : (
        <form ref={formRef} className="checkout" noValidate onSubmit={submit}>
          <div className="checkout__details">
            <fieldset className="checkout-section" disabled={busy}>
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
                      value={draft.email}
                      onChange={(event) => update({ email: event.target.value })}
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
                      value={draft.phone}
                      onChange={(event) => update({ phone: event.target.value })}
                      aria-invalid={errors.phone ? true : undefined}
                      aria-describedby={describedBy}
                    />
                  )}
                />
              </div>
            </fieldset>
            <fieldset className="checkout-section" disabled={busy}>
              <legend>
                <Trans>Delivery address</Trans>
              </legend>
              {savedAddresses.length > 0 && (
                <FormField
                  label={t`Choose a saved address`}
                  render={(id, describedBy) => (
                    <select
                      id={id}
                      name="savedAddress"
                      value=""
                      onChange={(event) => {
                        const chosen = savedAddresses.find((a) => a._id === event.target.value)
                        if (chosen) setDraft((current) => fillFrom(current, chosen))
                      }}
                      aria-describedby={describedBy}
                    >
                      <option value="">{t`Choose …`}</option>
                      {savedAddresses.map((address) => (
                        <option key={address._id} value={address._id}>
                          {`${address.firstName} ${address.lastName}, ${address.address1}, ${address.postcode} ${address.city}`}
                        </option>
                      ))}
                    </select>
                  )}
                />
              )}
              <AddressFields
                name="shippingAddress"
                value={draft.shippingAddress}
                onChange={(shippingAddress) => update({ shippingAddress })}
                errors={errors}
              />
              <label className="checkbox">
                <input
                  type="checkbox"
                  name="billingSame"
                  checked={draft.billingSame}
                  onChange={(event) => update({ billingSame: event.target.checked })}
                />
                <Trans>Bill this address</Trans>
              </label>
            </fieldset>
            {!draft.billingSame && (
              <fieldset className="checkout-section" disabled={busy}>
                <legend>
                  <Trans>Billing address</Trans>
                </legend>
                <AddressFields
                  name="billingAddress"
                  value={draft.billingAddress}
                  onChange={(billingAddress) => update({ billingAddress })}
                  errors={errors}
                />
              </fieldset>
            )}
            <DeliveryChoice
              value={draft.deliveryMethod as DeliveryMethod}
              onChange={(deliveryMethod) => update({ deliveryMethod })}
              cart={cart}
              disabled={busy}
            />
            <CardFields value={card} onChange={setCard} errors={cardErrors} disabled={busy} />
          </div>
          <aside className="checkout__summary" aria-labelledby="checkout-summary-title">
            <h2 id="checkout-summary-title">
              <Trans>Your order</Trans>
            </h2>
            <OrderLines cart={cart} />
            <Sums
              subtotal={sums.subtotal}
              shipping={sums.shipping}
              total={sums.total}
              tax={sums.tax}
              showFreeShipping
            />
            <p className="checkout__prices-note">
              <Trans>Prices include MVA. The shop checks prices and stock when you order.</Trans>
            </p>
            <fieldset className="checkout-section checkout-agreements" disabled={busy}>
              <legend className="visually-hidden">
                <Trans>Terms</Trans>
              </legend>
              <Agreement
                name="acceptTerms"
                checked={draft.acceptTerms}
                onChange={(acceptTerms) => update({ acceptTerms })}
                error={errors.acceptTerms}
              >
                <Trans>
                  I accept the <Link to="/terms">terms of sale</Link>.
                </Trans>
              </Agreement>
              <Agreement
                name="acceptCancellationRight"
                checked={draft.acceptCancellationRight}
                onChange={(acceptCancellationRight) => update({ acceptCancellationRight })}
                error={errors.acceptCancellationRight}
              >
                <Trans>
                  I know that I may cancel the purchase within 14 days of receiving the goods
                  (angrerett, <Link to="/terms">read more</Link>).
                </Trans>
              </Agreement>
            </fieldset>
            <button
              type="submit"
              className="button button--primary checkout__submit"
              aria-disabled={busy || undefined}
            >
              {busy ? (
                <Trans>Placing the order …</Trans>
              ) : (
                <Trans>
                  Place order and pay <Money ore={sums.total} />
                </Trans>
              )}
            </button>
            <div ref={statusRef} tabIndex={-1} role="status" className="checkout__status">
              {step.kind === 'failed' && (
                <p className="alert alert--danger">{failureText(step.failure)}</p>
              )}
            </div>
          </aside>
        </form>
      )}
    </section>
  )
}

/** The draft with a saved address as its delivery address (and its phone when none is typed). */
function fillFrom(draft: CheckoutDraft, address: SavedAddress): CheckoutDraft {
  return {
    ...draft,
    phone: draft.phone || address.phone || '',
    shippingAddress: {
      firstName: address.firstName,
      lastName: address.lastName,
      company: address.company ?? '',
      address1: address.address1,
      address2: address.address2 ?? '',
      postcode: address.postcode,
      city: address.city,
    },
  }
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
  children: React.ReactNode
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

function OrderLines({ cart }: { cart: Cart }) {
  return (
    <ul className="checkout-lines">
      {cart.items.map((item) => (
        <li key={`${item.articleNumber}|${item.options.map((o) => o.value).join('|')}`}>
          <CartLineImage item={item} size={48} />
          <span className="checkout-lines__name">
            {item.product.name} <span className="checkout-lines__quantity">× {item.quantity}</span>
          </span>
          <Money ore={item.total} />
        </li>
      ))}
    </ul>
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
