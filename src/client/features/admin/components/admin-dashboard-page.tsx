import { Trans, useLingui } from '@lingui/react/macro'
import type { User } from '../../../../domain/account'
import { useDocumentTitle } from '../../../ui/document-title'

/**
 * `/admin/dashboard` (spec §2, §6): where an ADMIN lands after signing in. A shell for now —
 * the admin issue fills it with orders, revenue, stock, messages and provider status.
 */
export function AdminDashboardPage({ user }: { user: User }) {
  const { t } = useLingui()
  useDocumentTitle(t`Admin dashboard`)
  const email = user.email
  return (
    <div className="page admin-dashboard">
      <h1>
        <Trans>Admin dashboard</Trans>
      </h1>
      <p>
        <Trans>Signed in as {email} (administrator).</Trans>
      </p>
      <p>
        <Trans>Orders, revenue, stock and messages from customers will be shown here.</Trans>
      </p>
    </div>
  )
}
