import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useId, useRef, useState } from 'react'
import { ERROR_FORM_REQUIRED, emailSchema } from '../../../../domain/email'
import { useDocumentTitle } from '../../../ui/document-title'
import { useFormErrorMessage } from '../../../ui/form-error-message'
import '../../../ui/form-field.css'
import './information.css'

/** Longest order number accepted, characters. */
const ORDER_NUMBER_MAX = 40

interface TrackErrors {
  orderNumber?: string
  email?: string
}

/**
 * /track-order (spec §2): the order number and e-mail form. Tracking comes with the order
 * feature; until then a filled-in form says so and points to customer service — it shows
 * no made-up status.
 */
export function TrackOrderPage() {
  const { t } = useLingui()
  useDocumentTitle(t`Track your order`)
  const formError = useFormErrorMessage()
  const formRef = useRef<HTMLFormElement>(null)
  const orderId = useId()
  const emailId = useId()
  const [orderNumber, setOrderNumber] = useState('')
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<TrackErrors>({})
  const [checked, setChecked] = useState(false)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found: TrackErrors = {}
    if (!orderNumber.trim()) found.orderNumber = ERROR_FORM_REQUIRED
    const emailResult = emailSchema.safeParse(email)
    if (!emailResult.success) found.email = emailResult.error.issues[0]?.message
    setErrors(found)
    setChecked(!found.orderNumber && !found.email)
    const firstWrong = found.orderNumber ? 'orderNumber' : found.email ? 'email' : null
    if (firstWrong) formRef.current?.querySelector<HTMLElement>(`[name="${firstWrong}"]`)?.focus()
  }

  return (
    <article className="page information-page" aria-labelledby="track-title">
      <h1 id="track-title">
        <Trans>Track your order</Trans>
      </h1>
      <p className="lead">
        <Trans>
          Enter your order number and the e-mail address you ordered with. You find the order number
          in the order confirmation.
        </Trans>
      </p>
      <form ref={formRef} className="contact-form track-order" noValidate onSubmit={submit}>
        <div className="form-field">
          <label htmlFor={orderId}>
            <Trans>Order number</Trans>
          </label>
          <input
            id={orderId}
            name="orderNumber"
            type="text"
            autoComplete="off"
            maxLength={ORDER_NUMBER_MAX}
            required
            value={orderNumber}
            onChange={(event) => {
              setOrderNumber(event.target.value)
              setChecked(false)
            }}
            aria-invalid={errors.orderNumber ? true : undefined}
            aria-describedby={errors.orderNumber ? `${orderId}-error` : undefined}
          />
          {errors.orderNumber && (
            <p id={`${orderId}-error`} className="form-field__error">
              {formError(errors.orderNumber)}
            </p>
          )}
        </div>
        <div className="form-field">
          <label htmlFor={emailId}>
            <Trans>E-mail address</Trans>
          </label>
          <input
            id={emailId}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onChange={(event) => {
              setEmail(event.target.value)
              setChecked(false)
            }}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${emailId}-error` : undefined}
          />
          {errors.email && (
            <p id={`${emailId}-error`} className="form-field__error">
              {formError(errors.email, 'email')}
            </p>
          )}
        </div>
        <button type="submit" className="button button--primary">
          <Trans>Track order</Trans>
        </button>
        <div role="status" className="contact-form__status">
          {checked && (
            <p className="notice">
              <Trans>
                Order tracking opens together with ordering online, so we cannot look up this order
                here yet. <Link to="/contact-us">Contact us</Link> with the order number, and we
                will tell you where your parcel is.
              </Trans>
            </p>
          )}
        </div>
      </form>
    </article>
  )
}
