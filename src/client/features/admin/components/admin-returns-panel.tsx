import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { canChangeReturn, type ReturnStatus } from '../../../../domain/order-lifecycle'
import type { AdminReturnRow } from '../../../../domain/order-lifecycle-schema'
import { useOrderDate, useReturnReasonText, useReturnStatusText } from '../../../ui/order-status'
import { TableHead } from '../../../ui/table-head'
import { adminErrorText } from '../admin-error-text'
import { adminReturnsQuery } from '../../../data/admin/get-returns'
import { changeReturnStatus } from '../../../data/admin/change-return-status'
import { useAdminAction } from './use-admin-action'

export function AdminReturnsPanel() {
  const returns = useQuery(adminReturnsQuery())
  const formatDate = useOrderDate()
  const statusText = useReturnStatusText()
  const reasonText = useReturnReasonText()
  const rows = returns.data?.array ?? []
  return (
    <section className="page admin-page" aria-labelledby="admin-returns-title">
      <h2 id="admin-returns-title">
        <Trans>Returns</Trans>
      </h2>
      {returns.isPending && (
        <p aria-busy="true">
          <Trans>Fetching returns …</Trans>
        </p>
      )}
      {returns.isError && (
        <p className="alert alert--danger" role="alert">
          <Trans>The returns could not be fetched.</Trans> {adminErrorText(returns.error)}
        </p>
      )}
      {returns.data && rows.length === 0 && (
        <p>
          <Trans>No returns.</Trans>
        </p>
      )}
      {rows.length > 0 && (
        <table className="admin-table">
          <caption className="visually-hidden">
            <Trans>Return requests, newest first</Trans>
          </caption>
          <TableHead
            columns={[
              { key: 'order', label: <Trans>Order</Trans> },
              { key: 'date', label: <Trans>Date</Trans> },
              { key: 'parts', label: <Trans>Parts</Trans> },
              { key: 'reason', label: <Trans>Reason</Trans> },
              { key: 'status', label: <Trans>Status</Trans> },
              { key: 'actions', label: <Trans>Actions</Trans> },
            ]}
          />
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.orderNumber}</th>
                <td>{formatDate(row.created)}</td>
                <td>
                  {row.lines
                    .map((line) => `${line.quantity} × ${line.name || line.articleNumber}`)
                    .join(', ')}
                </td>
                <td>
                  {reasonText(row.reason)}
                  {row.comment && <span className="admin-return__comment">{row.comment}</span>}
                </td>
                <td>{statusText(row.status)}</td>
                <td>
                  <ReturnActions request={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

function ReturnActions({ request }: { request: AdminReturnRow }) {
  const { t } = useLingui()
  const { busy, problem, run } = useAdminAction()
  const number = request.orderNumber
  const actions: { status: ReturnStatus; text: string; label: string }[] = [
    {
      status: 'RECEIVED',
      text: t`Received`,
      label: t`Mark the return of order ${number} received`,
    },
    { status: 'REFUNDED', text: t`Pay back`, label: t`Refund the return of order ${number}` },
    { status: 'REJECTED', text: t`Reject`, label: t`Reject the return of order ${number}` },
  ]

  return (
    <div className="admin-order-actions" aria-busy={busy || undefined}>
      {actions
        .filter((action) => canChangeReturn(request.status, action.status))
        .map((action) => (
          <button
            key={action.status}
            type="button"
            className="button"
            aria-label={action.label}
            onClick={() => void run(() => changeReturnStatus(request.id, action.status))}
          >
            {action.text}
          </button>
        ))}
      <span role="status">{problem}</span>
    </div>
  )
}
