import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Money } from '../../../ui/money'
import { useOrderDate, useOrderStatusText } from '../../../ui/order-status'
import { myOrdersQuery } from '../../../data/orders/get-my-orders'

const RECENT_ORDERS = 3

export function RecentOrders() {
  const orders = useQuery(myOrdersQuery())
  const statusText = useOrderStatusText()
  const formatDate = useOrderDate()
  if (orders.isPending) return <p aria-busy="true" />
  if (orders.isError) {
    return (
      <p>
        <Trans>Your orders cannot be shown right now.</Trans>
      </p>
    )
  }
  if (orders.data.length === 0) {
    return (
      <p>
        <Trans>No orders yet.</Trans>
      </p>
    )
  }
  return (
    <ul className="recent-orders">
      {orders.data.slice(0, RECENT_ORDERS).map((order) => (
        <li key={order.id}>
          <Link to="/account/orders/$id" params={{ id: order.id }}>
            <Trans>Order {order.number}</Trans>
          </Link>{' '}
          · {formatDate(order.created)} · {statusText(order.status)} · <Money ore={order.total} />
        </li>
      ))}
    </ul>
  )
}
