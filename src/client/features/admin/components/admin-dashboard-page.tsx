import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { User } from '../../../../domain/account'
import { useDocumentTitle } from '../../../ui/document-title'
import { FeaturedArticleForm } from './featured-article-form'
import './admin.css'

/**
 * `/admin/dashboard` (spec §2, §6): where an ADMIN lands after signing in: the category
 * listing, and featuring articles on the front page. (Orders, revenue, stock, messages and
 * provider status come with the rest of the admin work.)
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
      <ul className="admin-dashboard__links">
        <li>
          <Link to="/admin/categories" className="button">
            <Trans>Categories</Trans>
          </Link>
        </li>
      </ul>
      <section aria-labelledby="admin-featured-title">
        <h2 id="admin-featured-title">
          <Trans>Featured products</Trans>
        </h2>
        <FeaturedArticleForm />
      </section>
    </div>
  )
}
