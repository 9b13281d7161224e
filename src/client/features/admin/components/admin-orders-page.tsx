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
import { adminOrdersQuery } from '../../../data/admin/get-orders'
import { AdminOrderActions } from './admin-order-actions'
import { AdminReturnsPanel } from './admin-returns-panel'
import { AdminTablePage } from './admin-table-page'

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
            <SearchChoice
              label={t`Order status`}
              param="status"
              values={ORDER_STATUSES}
              value={status}
              textOf={statusText}
            />
            <SearchChoice
              label={t`Payment status`}
              param="paymentStatus"
              values={PAYMENT_STATUSES}
              value={paymentStatus}
              textOf={paymentText}
            />
          </div>
        }
        rows={orders}
        page={page}
        pending={<Trans>Fetching orders …</Trans>}
        failed={<Trans>The orders could not be fetched.</Trans>}
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

function SearchChoice<Value extends string>({
  label,
  param,
  values,
  value,
  textOf,
}: {
  label: string
  param: 'status' | 'paymentStatus'
  values: readonly Value[]
  value?: Value
  textOf: (value: Value) => string
}) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const filterId = useId()
  return (
    <div className="admin-search">
      <label htmlFor={filterId}>{label}</label>
      <select
        id={filterId}
        value={value ?? ''}
        onChange={(event) =>
          void navigate({
            to: '.',
            search: (current: Record<string, unknown>) => ({
              ...current,
              [param]: event.target.value || undefined,
              page: undefined,
            }),
          })
        }
      >
        <option value="">{t`All`}</option>
        {values.map((choice) => (
          <option key={choice} value={choice}>
            {textOf(choice)}
          </option>
        ))}
      </select>
    </div>
  )
}
