import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useDocumentTitle } from '../../../ui/document-title'
import { Money } from '../../../ui/money'
import { PostalAddress } from '../../../ui/postal-address'
import { useOrderDate, useOrderStatusText } from '../../../ui/order-status'
import { addressesQuery } from '../addresses/address-book'
import { myOrdersQuery } from '../../orders/orders-queries'
import { avatarUrl } from '../avatar'
import { useSession } from '../session'
import { displayName } from './account-menu'
import './account.css'

interface DashboardPageProps {
  /** Vehicles in the garage (the route reads the garage). */
  garageCount: number
}

/**
 * `/account/dashboard` (spec §2): who is signed in, the garage, the latest orders and the
 * default address.
 */
export function DashboardPage({ garageCount }: DashboardPageProps) {
  const { t } = useLingui()
  const { user } = useSession()
  useDocumentTitle(t`Dashboard`)
  return (
    <div className="page account-dashboard">
      <h1>
        <Trans>Dashboard</Trans>
      </h1>
      <div className="account-dashboard__grid">
        <Card titleId="dashboard-profile" title={<Trans>Profile</Trans>}>
          {user ? (
            <>
              {user.avatar && (
                <img className="account-dashboard__avatar" src={avatarUrl(user.avatar)} alt="" />
              )}
              {displayName(user) !== user.email && (
                <p className="account-dashboard__name">{displayName(user)}</p>
              )}
              <p>{user.email}</p>
            </>
          ) : (
            <p>
              <Trans>
                Your details cannot be shown right now. They come back when you are online.
              </Trans>
            </p>
          )}
          <CardLink to="/account/profile">
            <Trans>Edit profile</Trans>
          </CardLink>{' '}
          <CardLink to="/account/password">
            <Trans>Change password</Trans>
          </CardLink>
        </Card>
        <Card titleId="dashboard-garage" title={<Trans>Garage</Trans>}>
          <p>
            <Plural
              value={garageCount}
              _0="No vehicles in your garage yet."
              one="# vehicle in your garage."
              other="# vehicles in your garage."
            />
          </p>
          <CardLink to="/account/garage">
            <Trans>Open your garage</Trans>
          </CardLink>
        </Card>
        <Card titleId="dashboard-orders" title={<Trans>Orders</Trans>}>
          <RecentOrders />
          <CardLink to="/account/orders">
            <Trans>All orders</Trans>
          </CardLink>
        </Card>
        <Card titleId="dashboard-addresses" title={<Trans>Addresses</Trans>}>
          <DefaultAddress />
          <CardLink to="/account/addresses">
            <Trans>Your addresses</Trans>
          </CardLink>
        </Card>
      </div>
    </div>
  )
}

/** The address book's default address, or that there is none. */
function DefaultAddress() {
  const addresses = useQuery(addressesQuery())
  const preferred = addresses.data?.find((address) => address.default)
  if (addresses.isPending) return <p aria-busy="true" />
  if (!preferred) {
    return (
      <p>
        <Trans>No addresses saved yet.</Trans>
      </p>
    )
  }
  return <PostalAddress address={preferred} className="account-dashboard__address" />
}

/** Orders shown on the dashboard, newest first. */
const RECENT_ORDERS = 3

function RecentOrders() {
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
    <ul className="account-dashboard__orders">
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

function Card({
  titleId,
  title,
  children,
}: {
  titleId: string
  title: ReactNode
  children: ReactNode
}) {
  return (
    <section className="account-dashboard__card" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  )
}

/** Typed loosely: the profile, password, orders and addresses pages come with later work. */
function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return <Link to={to as '/'}>{children}</Link>
}
