import { createFileRoute, Navigate, Outlet, redirect, useLocation } from '@tanstack/react-router'
import { accountGuard } from '../../features/account/account-guard'
import { useSession } from '../../features/account/session'
import { readToken } from '../../lib/session-token'

/** Also redirects when the session ends while a page is open (sign-out in another tab, a refused token). */
export const Route = createFileRoute('/account')({
  beforeLoad: ({ location }) => {
    const decision = accountGuard(location, readToken() !== null)
    if (decision.kind === 'sign-in') {
      throw redirect({ to: decision.to, search: { redirect: decision.returnTo } })
    }
  },
  component: AccountArea,
})

function AccountArea() {
  const { signedIn } = useSession()
  const location = useLocation()
  const decision = accountGuard(location, signedIn)
  // While leaving the account area the location is already elsewhere: no redirect then.
  if (decision.kind === 'sign-in' && location.pathname.startsWith('/account')) {
    return <Navigate to={decision.to} search={{ redirect: decision.returnTo }} replace />
  }
  return <Outlet />
}
