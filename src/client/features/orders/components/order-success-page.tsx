import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useDocumentTitle } from '../../../ui/document-title'
import { QueryStatus } from '../../../ui/query-status'
import { orderByTokenQuery } from '../orders-queries'
import { OrderView } from './order-view'

/**
 * `/cart/checkout/{token}`: the order just placed, by its public token (a guest has no
 * account). The heading takes focus, so a screen reader hears the confirmation first.
 */
export function OrderSuccessPage({ token }: { token: string }) {
  const { t } = useLingui()
  useDocumentTitle(t`Thank you for your order`)
  const order = useQuery(orderByTokenQuery(token))
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
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
          <p className="alert alert--success">
            <Trans>
              Order {order.data.number} is received. A confirmation goes to {order.data.email}. Keep
              the order number to track the parcel.
            </Trans>
          </p>
          <OrderView order={order.data} />
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
