import { Trans } from '@lingui/react/macro'
import type { Order } from '../../../../domain/order'
import { useLocale } from '../../../i18n/locale-context'
import { buyAgainLines } from '../../../data/orders/get-buy-again-lines'
import { BuyAgainSlot, useBuyAgainOffered } from '../../../ui/buy-again-slot'
import { Money } from '../../../ui/money'
import { TableHead } from '../../../ui/table-head'
import { PostalAddress } from '../../../ui/postal-address'
import { Sums } from '../../../ui/price-sums'
import { OrderFacts } from './order-facts'
import './orders.css'

export function OrderView({ order }: { order: Order }) {
  const locale = useLocale()
  const again = useBuyAgainOffered()
  const vehicleLabel = order.vehicle?.label
  const load = (articleId?: number) => async () => {
    const lines = await buyAgainLines(order.id, locale)
    return articleId === undefined ? lines : lines.filter((line) => line.articleId === articleId)
  }
  return (
    <div className="order-view">
      <OrderFacts order={order} facts={['number', 'date', 'status', 'payment']} />
      {vehicleLabel && (
        <p className="order-view__vehicle">
          <Trans>Ordered for {vehicleLabel}</Trans>
        </p>
      )}
      <BuyAgainSlot load={load()} label={<Trans>Buy the whole order again</Trans>} />
      <table className="order-view__lines">
        <caption className="visually-hidden">
          <Trans>Ordered parts</Trans>
        </caption>
        <TableHead
          columns={[
            { key: 'part', label: <Trans>Part</Trans> },
            { key: 'quantity', label: <Trans>Quantity</Trans> },
            { key: 'price', label: <Trans>Price</Trans> },
            { key: 'total', label: <Trans>Total</Trans> },
            ...(again ? [{ key: 'again', label: <Trans>Buy again</Trans> }] : []),
          ]}
        />
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
              {again && (
                <td>
                  <BuyAgainSlot
                    load={load(item.articleId)}
                    label={
                      <>
                        <Trans>Buy again</Trans>
                        <span className="visually-hidden"> {item.name}</span>
                      </>
                    }
                  />
                </td>
              )}
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
