import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useDocumentTitle } from '../../../ui/document-title'
import { Money } from '../../../ui/money'
import { TableHead } from '../../../ui/table-head'
import { Pager } from '../../../ui/pager'
import { ORDERS_PER_PAGE, myOrdersQuery } from '../../../data/orders/get-my-orders'
import { useOrderDate, useOrderStatusText } from '../../../ui/order-status'
import { QueryStatus } from '../../../ui/query-status'
import { useLocale } from '../../../i18n/locale-context'
import { buyAgainLines } from '../../../data/orders/get-buy-again-lines'
import { BuyAgainSlot, useBuyAgainOffered } from '../../../ui/buy-again-slot'
import './orders.css'

export function AccountOrdersPage({ page }: { page: number }) {
  const { t } = useLingui()
  useDocumentTitle(t`Orders`)
  const orders = useQuery(myOrdersQuery())
  const statusText = useOrderStatusText()
  const formatDate = useOrderDate()
  const locale = useLocale()
  const again = useBuyAgainOffered()
  const all = orders.data ?? []
  const pages = Math.max(1, Math.ceil(all.length / ORDERS_PER_PAGE))
  const shown = Math.min(Math.max(1, page), pages)
  const slice = all.slice((shown - 1) * ORDERS_PER_PAGE, shown * ORDERS_PER_PAGE)
  return (
    <section className="page page--orders" aria-labelledby="orders-title">
      <h1 id="orders-title">
        <Trans>Orders</Trans>
      </h1>
      <QueryStatus
        query={orders}
        pending={<Trans>Fetching your orders …</Trans>}
        failed={
          <Trans>Your orders could not be fetched. Check the connection and try again.</Trans>
        }
      />
      {orders.isSuccess && all.length === 0 && (
        <p>
          <Trans>
            No orders yet. <Link to="/catalog">Find parts in the catalogue</Link>.
          </Trans>
        </p>
      )}
      {slice.length > 0 && (
        <table className="orders-list">
          <caption className="visually-hidden">
            <Trans>Your orders, newest first</Trans>
          </caption>
          <TableHead
            columns={[
              { key: 'order', label: <Trans>Order</Trans> },
              { key: 'date', label: <Trans>Date</Trans> },
              { key: 'status', label: <Trans>Status</Trans> },
              { key: 'total', label: <Trans>Total</Trans> },
              ...(again ? [{ key: 'again', label: <Trans>Buy again</Trans> }] : []),
            ]}
          />
          <tbody>
            {slice.map((order) => (
              <tr key={order.id}>
                <th scope="row">
                  <Link to="/account/orders/$id" params={{ id: order.id }}>
                    <Trans>Order {order.number}</Trans>
                  </Link>
                </th>
                <td>{formatDate(order.created)}</td>
                <td>{statusText(order.status)}</td>
                <td>
                  <Money ore={order.total} />
                </td>
                {again && (
                  <td>
                    <BuyAgainSlot
                      load={() => buyAgainLines(order.id, locale)}
                      label={
                        <>
                          <Trans>Buy again</Trans>
                          <span className="visually-hidden">
                            {' '}
                            <Trans>Order {order.number}</Trans>
                          </span>
                        </>
                      }
                    />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={shown} pages={pages} searchFor={(next) => ({ page: next })} />
    </section>
  )
}
