import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useDocumentTitle } from '../../../ui/document-title'
import { useOrderDate } from '../../../ui/order-status'
import { adminOutboxQuery } from '../../../data/admin/get-outbox'
import { AdminTablePage } from './admin-table-page'

export function AdminOutboxPage({ page }: { page: number }) {
  const { t } = useLingui()
  useDocumentTitle(t`Mail outbox`)
  const formatDate = useOrderDate()
  const mails = useQuery(adminOutboxQuery({ page }))
  return (
    <AdminTablePage
      titleId="admin-outbox-title"
      title={<Trans>Mail outbox</Trans>}
      filter={null}
      rows={mails}
      page={page}
      pending={<Trans>Fetching the outbox …</Trans>}
      failed={<Trans>The outbox could not be fetched.</Trans>}
      empty={<Trans>The outbox is empty.</Trans>}
      caption={(data, pages) => (
        <Trans>
          {data.total} e-mails, page {page} of {pages}
        </Trans>
      )}
      columns={[
        { key: 'subject', label: <Trans>Subject and text</Trans> },
        { key: 'to', label: <Trans>To</Trans> },
        { key: 'time', label: <Trans>Time</Trans> },
      ]}
      row={(mail) => (
        <tr key={mail.id}>
          <td>
            <details>
              <summary>{mail.subject}</summary>
              <pre className="admin-mail__text">{mail.text}</pre>
            </details>
          </td>
          <td>{mail.to}</td>
          <td>
            <time dateTime={mail.created}>{formatDate(mail.created)}</time>
          </td>
        </tr>
      )}
      searchFor={(next) => ({ page: next })}
    />
  )
}
