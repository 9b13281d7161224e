import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useDocumentTitle } from '../../../ui/document-title'
import { PostalAddress } from '../../../ui/postal-address'
import { addressesQuery } from '../../../data/account/get-addresses'
import { avatarUrl } from '../avatar'
import { useSession } from '../session'
import { displayName } from './account-menu'
import { SignOutButton, SignOutEverywhereButton } from './sign-out-buttons'
import './account.css'
import { PricesExMvaSwitch } from '../../../ui/prices-ex-mva-switch'

interface DashboardPageProps {
  garageCount: number
  recentOrders: ReactNode
}

export function DashboardPage({ garageCount, recentOrders }: DashboardPageProps) {
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
          <Link to="/account/profile">
            <Trans>Edit profile</Trans>
          </Link>{' '}
          <Link to="/account/password">
            <Trans>Change password</Trans>
          </Link>
          <PricesExMvaSwitch />
          <div className="account-dashboard__sign-out">
            <SignOutButton className="button" />
            <SignOutEverywhereButton />
          </div>
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
          <Link to="/account/garage">
            <Trans>Open your garage</Trans>
          </Link>
        </Card>
        <Card titleId="dashboard-orders" title={<Trans>Orders</Trans>}>
          {recentOrders}
          <Link to="/account/orders">
            <Trans>All orders</Trans>
          </Link>
        </Card>
        <Card titleId="dashboard-addresses" title={<Trans>Addresses</Trans>}>
          <DefaultAddress />
          <Link to="/account/addresses">
            <Trans>Your addresses</Trans>
          </Link>
        </Card>
      </div>
    </div>
  )
}

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
