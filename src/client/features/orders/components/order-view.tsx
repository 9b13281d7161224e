import { Trans } from '@lingui/react/macro'
import type { Order } from '../../../../domain/order'
import { Money } from '../../../ui/money'
import { useOrderDate, useOrderStatusText, usePaymentStatusText } from './order-status'
import '../../checkout/components/checkout.css'
import './orders.css'

type OrderAddress = Order['shippingAddress']

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
      <dl className="cart-summary order-view__sums">
        <div>
          <dt>
            <Trans>Subtotal</Trans>
          </dt>
          <dd>
            <Money ore={order.subtotal} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Delivery</Trans>
          </dt>
          <dd>
            <Money ore={order.shippingCharges} />
          </dd>
        </div>
        <div className="cart-summary__total">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>
            <Money ore={order.total} />
          </dd>
        </div>
        <div className="cart-summary__tax">
          <dt>
            <Trans>Of which MVA (25 %)</Trans>
          </dt>
          <dd>
            <Money ore={order.tax} />
          </dd>
        </div>
      </dl>
      <div className="order-view__addresses">
        <section aria-labelledby={`order-${order.id}-shipping`}>
          <h2 id={`order-${order.id}-shipping`}>
            <Trans>Delivery address</Trans>
          </h2>
          <AddressText address={order.shippingAddress} />
        </section>
        <section aria-labelledby={`order-${order.id}-billing`}>
          <h2 id={`order-${order.id}-billing`}>
            <Trans>Billing address</Trans>
          </h2>
          <AddressText address={order.billingAddress ?? order.shippingAddress} />
        </section>
      </div>
    </div>
  )
}

function AddressText({ address }: { address: OrderAddress }) {
  if (!address) return null
  return (
    <address>
      {address.firstName} {address.lastName}
      {address.company && (
        <>
          <br />
          {address.company}
        </>
      )}
      <br />
      {address.address1}
      {address.address2 && (
        <>
          <br />
          {address.address2}
        </>
      )}
      <br />
      {address.postcode} {address.city}
    </address>
  )
}
