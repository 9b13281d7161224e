import { Trans } from '@lingui/react/macro'
import type { Order } from '../../../../domain/order'
import { Money } from '../../../ui/money'
import { PostalAddress } from '../../../ui/postal-address'
import { Sums } from '../../../ui/price-sums'
import { useOrderDate, useOrderStatusText, usePaymentStatusText } from '../../../ui/order-status'
import '../../checkout/components/checkout.css'
import './orders.css'

/**
 * One order as the shopper sees it: number, date, status, payment, lines, sums (MVA shown,
 * included in the prices) and the addresses. Used by the checkout's success page, the
 * account's order page and nothing else.
 */
export function OrderView({ order }: { order: Order }) {
  const statusText = useOrderStatusText()
  const paymentText = usePaymentStatusText()
  const formatDate = useOrderDate()
  return (
    <div className="order-view">
      <dl className="order-view__facts">
        <div>
          <dt>
            <Trans>Order number</Trans>
          </dt>
          <dd>{order.number}</dd>
        </div>
        <div>
          <dt>
            <Trans>Date</Trans>
          </dt>
          <dd>{formatDate(order.created)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd>{statusText(order.status)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Payment</Trans>
          </dt>
          <dd>{paymentText(order.paymentStatus)}</dd>
        </div>
      </dl>
      <table className="order-view__lines">
        <caption className="visually-hidden">
          <Trans>Ordered parts</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Part</Trans>
            </th>
            <th scope="col">
              <Trans>Quantity</Trans>
            </th>
            <th scope="col">
              <Trans>Price</Trans>
            </th>
            <th scope="col">
              <Trans>Total</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={`${item.articleNumber}-${item.articleId}`}>
              <th scope="row">
                {item.name}
                <span className="order-view__article">{item.articleNumber}</span>
              </th>
              <td>{item.quantity}</td>
              <td>
                <Money ore={item.price} />
              </td>
              <td>
                <Money ore={item.total} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="order-view__sums">
        <Sums
          subtotal={order.subtotal}
          shipping={order.shippingCharges}
          total={order.total}
          tax={order.tax}
          showFreeShipping
        />
      </div>
      <div className="order-view__addresses">
        <section aria-labelledby={`order-${order.id}-shipping`}>
          <h2 id={`order-${order.id}-shipping`}>
            <Trans>Delivery address</Trans>
          </h2>
          <PostalAddress address={order.shippingAddress} />
        </section>
        <section aria-labelledby={`order-${order.id}-billing`}>
          <h2 id={`order-${order.id}-billing`}>
            <Trans>Billing address</Trans>
          </h2>
          <PostalAddress address={order.billingAddress ?? order.shippingAddress} />
        </section>
      </div>
    </div>
  )
}
