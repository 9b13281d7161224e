import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { Order } from '../../../../domain/order'
import { useDocumentTitle } from '../../../ui/document-title'
import { QueryStatus } from '../../../ui/query-status'
import { orderByTokenQuery } from '../../../data/orders/get-order-by-token'
import { orderHistoryQuery } from '../../../data/orders/get-order-history'
import { paymentCheckQuery } from '../../../data/orders/check-payment'
import { OrderReturns } from './order-returns'
import { OrderTimeline } from './order-timeline'
import { OrderView } from './order-view'

/**
 * The heading takes focus so a screen reader hears the confirmation first. Vipps sends the
 * shopper back before the payment may have settled, so a pending payment is checked here.
 */
export function OrderSuccessPage({
  token,
  onPaid,
}: {
  token: string
  onPaid?: (order: Order) => void
}) {
  const { t } = useLingui()
  useDocumentTitle(t`Thank you for your order`)
  const fetched = useQuery(orderByTokenQuery(token))
  const pending = fetched.data?.paymentStatus === 'pending'
  const check = useQuery({ ...paymentCheckQuery(fetched.data), enabled: pending })
  const order = { ...fetched, data: check.data ?? fetched.data }
  const history = useQuery({
    ...orderHistoryQuery(order.data?.id ?? '', token),
    enabled: Boolean(order.data),
  })
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const paid = order.data?.paymentStatus === 'paid' ? order.data : undefined
  useEffect(() => {
    if (paid) onPaid?.(paid)
  }, [paid, onPaid])
  return (
    <section className="page page--order" aria-labelledby="order-success-title">
      <h1 id="order-success-title" ref={heading} tabIndex={-1}>
        <Trans>Thank you for your order</Trans>
      </h1>
      <QueryStatus
        query={order}
        pending={<Trans>Fetching your order …</Trans>}
        failed={
          <Trans>
            We could not fetch the order just now. It is placed all the same; the confirmation has
            the order number, and you can look it up under{' '}
            <Link to="/track-order">Track order</Link>.
          </Trans>
        }
      />
      {order.data && (
        <>
          <PaymentNotice status={order.data.paymentStatus} />
          <p className="alert alert--success">
            <Trans>
              Order {order.data.number} is received. A confirmation goes to {order.data.email}. Keep
              the order number to track the parcel.
            </Trans>
          </p>
          <OrderView order={order.data} />
          {history.data && (
            <>
              <OrderTimeline events={history.data.events} titleId="order-success-history" />
              <OrderReturns order={order.data} history={history.data} byToken />
            </>
          )}
          <p>
            <Link to="/" className="button">
              <Trans>Continue shopping</Trans>
            </Link>
          </p>
        </>
      )}
    </section>
  )
}

function PaymentNotice({ status }: { status: Order['paymentStatus'] }) {
  if (status === 'paid') return null
  return (
    <p className={status === 'pending' ? 'notice' : 'alert alert--danger'} role="status">
      {status === 'pending' && <Trans>Waiting for the payment to be confirmed …</Trans>}
      {status === 'cancelled' && (
        <Trans>The payment was cancelled, and so is the order. Nothing was charged.</Trans>
      )}
      {status === 'failed' && <Trans>The payment did not go through. Nothing was charged.</Trans>}
    </p>
  )
}
