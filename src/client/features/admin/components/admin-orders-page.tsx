import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import {
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '../../../../domain/order'
import { useDocumentTitle } from '../../../ui/document-title'
import { Money } from '../../../ui/money'
import { useOrderDate, useOrderStatusText, usePaymentStatusText } from '../../../ui/order-status'
import { adminOrdersQuery } from '../api/admin-api'
import { AdminOrderActions } from './admin-order-actions'
import { AdminReturnsPanel } from './admin-returns-panel'
import { AdminTablePage } from './admin-table-page'

/**
 * `/admin/orders`: every customer's orders, newest first, filtered by status and payment status
 * and paged (all kept in the address), each with what the admin may do next; then the returns.
 */
export function AdminOrdersPage({
  page,
  paymentStatus,
  status,
}: {
  page: number
  paymentStatus?: PaymentStatus
  status?: OrderStatus
}) {
  const { t } = useLingui()
  useDocumentTitle(t`Orders`)
  const formatDate = useOrderDate()
  const statusText = useOrderStatusText()
  const paymentText = usePaymentStatusText()
  const orders = useQuery(adminOrdersQuery({ page, paymentStatus, status }))
  return (
    <>
      <AdminTablePage
        titleId="admin-orders-title"
        title={<Trans>Orders</Trans>}
        filter={
          <div className="admin-filters">
            <OrderStatusFilter value={status} />
            <PaymentStatusFilter value={paymentStatus} />
          </div>
        }
        rows={orders}
        page={page}
        pending={<Trans>Fetching orders …</Trans>}
        failed={<Trans>The orders could not be fetched. Try again when you are online.</Trans>}
        empty={<Trans>No orders found.</Trans>}
        caption={(data, pages) => (
          <Trans>
            {data.total} orders, page {page} of {pages}
          </Trans>
        )}
        columns={[
          { key: 'order', label: <Trans>Order</Trans> },
          { key: 'date', label: <Trans>Date</Trans> },
          { key: 'email', label: <Trans>E-mail</Trans> },
          { key: 'items', label: <Trans>Items</Trans> },
          { key: 'total', label: <Trans>Total</Trans> },
          { key: 'status', label: <Trans>Status</Trans> },
          { key: 'payment', label: <Trans>Payment</Trans> },
          { key: 'actions', label: <Trans>Actions</Trans> },
        ]}
        row={(order) => (
          <tr key={order.id}>
            <th scope="row">
              <Link to="/account/orders/$id" params={{ id: order.id }}>
                {order.number}
              </Link>
            </th>
            <td>{formatDate(order.created)}</td>
            <td>{order.email}</td>
            <td>{order.quantity}</td>
            <td>
              <Money ore={order.total} />
            </td>
            <td>{statusText(order.status)}</td>
            <td className={`admin-payment admin-payment--${order.paymentStatus}`}>
              {paymentText(order.paymentStatus)}
            </td>
            <td>
              <AdminOrderActions order={order} />
            </td>
          </tr>
        )}
        searchFor={(next) => ({ paymentStatus, status, page: next })}
      />
      <AdminReturnsPanel />
    </>
  )
}

function OrderStatusFilter({ value }: { value?: OrderStatus }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const filterId = useId()
  const statusText = useOrderStatusText()
  return (
    <div className="admin-search">
      <label htmlFor={filterId}>
        <Trans>Order status</Trans>
      </label>
      <select
        id={filterId}
        value={value ?? ''}
        onChange={(event) =>
          void navigate({
            to: '.',
            search: (current: Record<string, unknown>) => ({
              ...current,
              status: (event.target.value || undefined) as OrderStatus | undefined,
              page: undefined,
            }),
          })
        }
      >
        <option value="">{t`All`}</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {statusText(status)}
          </option>
        ))}
      </select>
    </div>
  )
}

function PaymentStatusFilter({ value }: { value?: PaymentStatus }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const filterId = useId()
  const paymentText = usePaymentStatusText()
  return (
    <div className="admin-search">
      <label htmlFor={filterId}>
        <Trans>Payment status</Trans>
      </label>
      <select
        id={filterId}
        value={value ?? ''}
        onChange={(event) =>
          void navigate({
            to: '.',
            search: (current: Record<string, unknown>) => ({
              ...current,
              paymentStatus: (event.target.value || undefined) as PaymentStatus | undefined,
              page: undefined,
            }),
          })
        }
      >
        <option value="">{t`All`}</option>
        {PAYMENT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {paymentText(status)}
          </option>
        ))}
      </select>
    </div>
  )
}
