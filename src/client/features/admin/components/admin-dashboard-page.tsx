import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { User } from '../../../../domain/account'
import type { AdminDashboard, ProviderStatus } from '../../../../domain/admin'
import { useLocale } from '../../../i18n/locale-context'
import { useDocumentTitle } from '../../../ui/document-title'
import { Money } from '../../../ui/money'
import { useOrderDate } from '../../../ui/order-status'
import { TableHead } from '../../../ui/table-head'
import { TermRow } from '../../../ui/term-row'
import { adminErrorText } from '../admin-error-text'
import { adminDashboardQuery } from '../../../data/admin/get-dashboard'
import { FeaturedArticleForm } from './featured-article-form'

export function AdminDashboardPage({ user }: { user: User }) {
  const { t } = useLingui()
  useDocumentTitle(t`Admin dashboard`)
  const locale = useLocale()
  const figures = useQuery(adminDashboardQuery(locale))
  const email = user.email
  return (
    <div className="page admin-dashboard">
      <h1>
        <Trans>Admin dashboard</Trans>
      </h1>
      <p>
        <Trans>Signed in as {email} (administrator).</Trans>
      </p>
      <nav aria-label={t`Administration`}>
        <ul className="admin-dashboard__links">
          {[
            { to: '/admin/orders', label: <Trans>Orders</Trans> },
            { to: '/admin/categories', label: <Trans>Categories</Trans> },
            { to: '/admin/settings', label: <Trans>Settings</Trans> },
            { to: '/admin/mail', label: <Trans>Mail outbox</Trans> },
          ].map(({ to, label }) => (
            <li key={to}>
              <Link to={to} className="button">
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {figures.isPending && (
        <p aria-busy="true">
          <Trans>Fetching the figures …</Trans>
        </p>
      )}
      {figures.isError && (
        <p className="alert alert--danger" role="alert">
          <Trans>The figures could not be fetched.</Trans> {adminErrorText(figures.error)}
        </p>
      )}
      {figures.data && <Figures data={figures.data} />}
      <section aria-labelledby="admin-featured-title">
        <h2 id="admin-featured-title">
          <Trans>Featured products</Trans>
        </h2>
        <FeaturedArticleForm />
      </section>
    </div>
  )
}

function Figures({ data }: { data: AdminDashboard }) {
  const formatDate = useOrderDate()
  const { today, lowStock, messages, outbox, providers } = data
  return (
    <>
      <section aria-labelledby="admin-today-title">
        <h2 id="admin-today-title">
          <Trans>Today</Trans>
        </h2>
        <dl className="admin-figures">
          <TermRow term={<Trans>Orders today</Trans>}>{today.orders}</TermRow>
          <TermRow term={<Trans>Paid orders</Trans>}>{today.paidOrders}</TermRow>
          <TermRow term={<Trans>Revenue today</Trans>}>
            <Money ore={today.revenue} />
          </TermRow>
        </dl>
      </section>
      <section aria-labelledby="admin-stock-title">
        <h2 id="admin-stock-title">
          <Trans>Low stock</Trans>
        </h2>
        <p>
          <Plural
            value={lowStock.count}
            _0="No article has five or fewer in stock."
            one="# article has five or fewer in stock."
            other="# articles have five or fewer in stock."
          />
        </p>
        {lowStock.articles.length > 0 && (
          <table className="admin-table">
            <TableHead
              columns={[
                { key: 'article', label: <Trans>Article</Trans> },
                { key: 'articleNumber', label: <Trans>Article number</Trans> },
                { key: 'stock', label: <Trans>In stock</Trans> },
              ]}
            />
            <tbody>
              {lowStock.articles.map((article) => (
                <tr key={article.articleId}>
                  <th scope="row">
                    {article.mfrName} {article.name}
                  </th>
                  <td>{article.articleNumber}</td>
                  <td>{article.stock}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="admin-messages-title">
        <h2 id="admin-messages-title">
          <Trans>Latest contact messages</Trans>
        </h2>
        {messages.length === 0 ? (
          <p>
            <Trans>No messages yet.</Trans>
          </p>
        ) : (
          <ul className="admin-messages">
            {messages.map((message) => (
              <li key={message.id}>
                <p>
                  <strong>{message.subject ?? message.name}</strong> ·{' '}
                  <a href={`mailto:${message.email}`}>{message.name}</a> ·{' '}
                  {formatDate(message.created)}
                </p>
                <p className="admin-messages__text">{message.message}</p>
              </li>
            ))}
          </ul>
        )}
        {outbox > 0 && (
          <p>
            <Plural
              value={outbox}
              one="# e-mail is kept in the outbox (no mail server is configured)."
              other="# e-mails are kept in the outbox (no mail server is configured)."
            />{' '}
            <Link to="/admin/mail">
              <Trans>Read the outbox</Trans>
            </Link>
          </p>
        )}
      </section>
      <section aria-labelledby="admin-providers-title">
        <h2 id="admin-providers-title">
          <Trans>Providers</Trans>
        </h2>
        <ul className="admin-providers">
          {providers.map((provider) => (
            <li key={provider.name}>
              <ProviderLine provider={provider} />
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}

function ProviderLine({ provider }: { provider: ProviderStatus }) {
  const { t } = useLingui()
  const names: Record<ProviderStatus['name'], string> = {
    database: t`Database`,
    catalogue: t`Parts catalogue`,
    registry: t`Vehicle registry`,
    payments: t`Payments`,
    mail: t`E-mail`,
  }
  const state = provider.ok === null ? t`not checked` : provider.ok ? t`working` : t`not answering`
  const kind = provider.kind
  const name = names[provider.name]
  return (
    <span className={`admin-providers__state admin-providers__state--${String(provider.ok)}`}>
      <Trans>
        {name} ({kind}): {state}
      </Trans>
    </span>
  )
}
