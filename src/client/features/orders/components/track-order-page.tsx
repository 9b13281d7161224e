import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useRef, useState } from 'react'
import { ERROR_FORM_REQUIRED, emailSchema } from '../../../../domain/email'
import { isBrowserOffline, isFetchError, isNetworkFailure } from '../../../lib/api-client'
import { useDocumentTitle } from '../../../ui/document-title'
import { useFormErrorMessage } from '../../../ui/form-error-message'
import { EmailField, InputField } from '../../../ui/form-field'
import { type TrackedOrder, trackOrder } from '../../../data/orders/track-order'
import { useOrderStatusText } from '../../../ui/order-status'
import { SubmitButton } from '../../../ui/submit-button'
import { OrderFacts } from './order-facts'
import { OrderTimeline } from './order-timeline'
import './orders.css'

const ORDER_NUMBER_MAX = 40

interface TrackErrors {
  orderNumber?: string
  email?: string
}

type Lookup =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'found'; order: TrackedOrder }
  | { kind: 'not-found' }
  | { kind: 'offline' }
  | { kind: 'failed' }

/** A wrong number and a wrong e-mail get the same answer, so nobody can probe for others' orders. */
export function TrackOrderPage() {
  const { t } = useLingui()
  useDocumentTitle(t`Track your order`)
  const formError = useFormErrorMessage()
  const formRef = useRef<HTMLFormElement>(null)
  const [orderNumber, setOrderNumber] = useState('')
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<TrackErrors>({})
  const [lookup, setLookup] = useState<Lookup>({ kind: 'idle' })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (lookup.kind === 'busy') return
    const found: TrackErrors = {}
    if (!orderNumber.trim()) found.orderNumber = ERROR_FORM_REQUIRED
    const emailResult = emailSchema.safeParse(email)
    if (!emailResult.success) found.email = emailResult.error.issues[0]?.message
    setErrors(found)
    const firstWrong = found.orderNumber ? 'orderNumber' : found.email ? 'email' : null
    if (firstWrong) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstWrong}"]`)?.focus()
      return
    }
    if (isBrowserOffline()) {
      setLookup({ kind: 'offline' })
      return
    }
    setLookup({ kind: 'busy' })
    try {
      setLookup({ kind: 'found', order: await trackOrder(orderNumber.trim(), email.trim()) })
    } catch (error) {
      if (isNetworkFailure(error)) setLookup({ kind: 'offline' })
      else if (isFetchError(error) && error.response?.status === 404)
        setLookup({ kind: 'not-found' })
      else setLookup({ kind: 'failed' })
    }
  }

  return (
    <article className="page track-order-page" aria-labelledby="track-title">
      <h1 id="track-title">
        <Trans>Track your order</Trans>
      </h1>
      <p className="lead">
        <Trans>
          Enter your order number and the e-mail address you ordered with. You find the order number
          in the order confirmation.
        </Trans>
      </p>
      <form ref={formRef} className="track-order" noValidate onSubmit={submit}>
        <InputField
          label={t`Order number`}
          error={errors.orderNumber && formError(errors.orderNumber)}
          name="orderNumber"
          type="text"
          autoComplete="off"
          maxLength={ORDER_NUMBER_MAX}
          required
          value={orderNumber}
          onChange={(event) => {
            setOrderNumber(event.target.value)
            setLookup({ kind: 'idle' })
          }}
        />
        <EmailField
          error={errors.email && formError(errors.email, 'email')}
          name="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value)
            setLookup({ kind: 'idle' })
          }}
        />
        <SubmitButton busy={lookup.kind === 'busy'}>
          <Trans>Track order</Trans>
        </SubmitButton>
        <div role="status" className="track-order__status">
          <TrackResult lookup={lookup} />
        </div>
      </form>
    </article>
  )
}

function TrackResult({ lookup }: { lookup: Lookup }) {
  const statusText = useOrderStatusText()
  switch (lookup.kind) {
    case 'idle':
      return null
    case 'busy':
      return (
        <p>
          <Trans>Looking up the order …</Trans>
        </p>
      )
    case 'offline':
      return (
        <p className="notice notice--error">
          <Trans>You are offline. Try again when you are online.</Trans>
        </p>
      )
    case 'failed':
      return (
        <p className="notice notice--error">
          <Trans>The order could not be looked up just now. Try again in a moment.</Trans>
        </p>
      )
    case 'not-found':
      return (
        <p className="notice notice--error">
          <Trans>
            We found no order with that number and e-mail address. Check both against the order
            confirmation.
          </Trans>
        </p>
      )
    case 'found': {
      const { order } = lookup
      return (
        <div className="notice notice--success">
          <p>
            <Trans>
              Order {order.number}: {statusText(order.status)}
            </Trans>
          </p>
          <OrderFacts order={order} facts={['date', 'payment', 'total']} />
          <OrderTimeline events={order.events} titleId="track-order-history" />
        </div>
      )
    }
  }
}
