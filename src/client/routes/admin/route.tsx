import { Trans } from '@lingui/react/macro'
import { createFileRoute, Navigate, Outlet, redirect, useLocation } from '@tanstack/react-router'
import { adminGuard } from '../../features/account/account-guard'
import { AdminStyles } from '../../features/admin/components/admin-styles'
import { useSession } from '../../features/account/session'
import { readStoredUser, readToken } from '../../lib/session-token'

/** The API checks the role on every admin call itself; this only routes. */
export const Route = createFileRoute('/admin')({
  beforeLoad: ({ location }) => {
    const decision = adminGuard(location, readToken() !== null, readStoredUser())
    if (decision.kind === 'sign-in') {
      throw redirect({ to: decision.to, search: { redirect: decision.returnTo } })
    }
    if (decision.kind === 'not-admin') throw redirect({ to: decision.to })
    // The pages' loaders fetch only for a known ADMIN (a role not known yet fetches nothing).
    return { isAdmin: decision.kind === 'allow' }
  },
  component: AdminArea,
})

function AdminArea() {
  const { signedIn, user } = useSession()
  const location = useLocation()
  const decision = adminGuard(location, signedIn, user)
  // While leaving the admin area the location is already elsewhere: no redirect then.
  if (!location.pathname.startsWith('/admin')) return <Outlet />
  switch (decision.kind) {
    case 'sign-in':
      return <Navigate to={decision.to} search={{ redirect: decision.returnTo }} replace />
    case 'not-admin':
      return <Navigate to={decision.to} replace />
    case 'wait':
      return (
        <p role="status">
          <Trans>Checking your account…</Trans>
        </p>
      )
    default:
      return (
        <>
          <AdminStyles />
          <Outlet />
        </>
      )
  }
}
