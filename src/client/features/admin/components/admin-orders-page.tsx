import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import { PAYMENT_STATUSES, type PaymentStatus } from '../../../../domain/order'
import { useDocumentTitle } from '../../../ui/document-title'
import { Money } from '../../../ui/money'
import { Pager } from '../../../ui/pager'
import { ACCOUNT_QUERY_KEY } from '../../../lib/account-query-key'
import { useOrderDate, useOrderStatusText, usePaymentStatusText } from '../../../ui/order-status'
import { fetchAdminOrders } from '../api/admin-api'

/** Orders per page of the admin list. */
export const ADMIN_ORDERS_PER_PAGE = 20

/**
 * `/admin/orders` (issue 8 §6): every customer's orders, newest first — number (to the order
 * page), date, e-mail, items, total, order status and payment status — filtered by payment
 * status and paged, both kept in the address (`?paymentStatus=&page=`).
 */
export function AdminOrdersPage({
  page,
  paymentStatus,
}: {
  page: number
  paymentStatus?: PaymentStatus
}) {
  const { t } = useLingui()
  useDocumentTitle(t`Orders`)
  const navigate = useNavigate()
  const filterId = useId()
  const formatDate = useOrderDate()
  const statusText = useOrderStatusText()
  const paymentText = usePaymentStatusText()
  const request = { page, perPage: ADMIN_ORDERS_PER_PAGE, paymentStatus }
  const orders = useQuery({
    queryKey: [...ACCOUNT_QUERY_KEY, 'admin-orders', request],
    queryFn: () => fetchAdminOrders(request),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
  const data = orders.data
  const pages = data ? Math.max(1, Math.ceil(data.total / data.perPage)) : 1

  return (
    <section className="page admin-page" aria-labelledby="admin-orders-title">
      <h1 id="admin-orders-title">
        <Trans>Orders</Trans>
      </h1>
      <div className="admin-search">
        <label htmlFor={filterId}>
          <Trans>Payment status</Trans>
        </label>
        <select
          id={filterId}
          value={paymentStatus ?? ''}
          onChange={(event) =>
            void navigate({
              to: '.',
              search: {
                paymentStatus: (event.target.value || undefined) as PaymentStatus | undefined,
                page: undefined,
              },
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
      {orders.isPending && (
        <p aria-busy="true">
          <Trans>Fetching orders …</Trans>
        </p>
      )}
      {orders.isError && (
        <p className="alert alert--danger" role="alert">
          <Trans>The orders could not be fetched. Try again when you are online.</Trans>
        </p>
      )}
      {data && data.total === 0 && (
        <p>
          <Trans>No orders found.</Trans>
        </p>
      )}
      {data && data.array.length > 0 && (
        <table className="admin-table">
          <caption>
            <Trans>
              {data.total} orders, page {page} of {pages}
            </Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Order</Trans>
              </th>
              <th scope="col">
                <Trans>Date</Trans>
              </th>
              <th scope="col">
                <Trans>E-mail</Trans>
              </th>
              <th scope="col">
                <Trans>Items</Trans>
              </th>
              <th scope="col">
                <Trans>Total</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
              <th scope="col">
                <Trans>Payment</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.array.map((order) => (
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
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager
        page={Math.min(page, pages)}
        pages={pages}
        searchFor={(next) => ({ paymentStatus, page: next })}
      />
    </section>
  )
}
