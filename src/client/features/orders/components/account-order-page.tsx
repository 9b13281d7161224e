import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { isFetchError } from '../../../lib/api-client'
import { useDocumentTitle } from '../../../ui/document-title'
import { QueryStatus } from '../../../ui/query-status'
import { orderHistoryQuery } from '../../../data/orders/get-order-history'
import { orderQuery } from '../../../data/orders/get-order'
import { OrderReturns } from './order-returns'
import { OrderTimeline } from './order-timeline'
import { OrderView } from './order-view'

export function AccountOrderPage({ id }: { id: string }) {
  const { t } = useLingui()
  const order = useQuery(orderQuery(id))
  const history = useQuery(orderHistoryQuery(id))
  useDocumentTitle(order.data ? t`Order ${order.data.number}` : t`Order`)
  const refused =
    order.isError &&
    isFetchError(order.error) &&
    [401, 403, 404].includes(order.error.response?.status ?? 0)
  return (
    <section className="page page--order" aria-labelledby="order-title">
      <p>
        <Link to="/account/orders">
          <Trans>All orders</Trans>
        </Link>
      </p>
      <h1 id="order-title">
        {order.data ? <Trans>Order {order.data.number}</Trans> : <Trans>Order</Trans>}
      </h1>
      <QueryStatus
        query={order}
        pending={<Trans>Fetching the order …</Trans>}
        failed={
          refused ? (
            <Trans>This order is not in your account.</Trans>
          ) : (
            <Trans>The order could not be fetched. Check the connection and try again.</Trans>
          )
        }
      />
      {order.data && <OrderView order={order.data} />}
      {history.data && <OrderTimeline events={history.data.events} titleId="order-history-title" />}
      {order.data && history.data && <OrderReturns order={order.data} history={history.data} />}
    </section>
  )
}
