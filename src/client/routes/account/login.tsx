import { createFileRoute, redirect } from '@tanstack/react-router'
import { pathAfterSignIn, safeReturnTo } from '../../features/account/after-sign-in'
import { LoginPage } from '../../features/account/components/login-page'
import { readStoredUser, readToken } from '../../lib/session-token'

interface LoginSearch {
  /** Where to go after signing in: a path of this app (anything else is dropped). */
  redirect?: string
}

/** `/account/login`: sign-in and sign-up; signed in already, straight on. */
export const Route = createFileRoute('/account/login')({
  validateSearch: (raw: Record<string, unknown>): LoginSearch => ({
    redirect: safeReturnTo(raw.redirect),
  }),
  beforeLoad: ({ search }) => {
    if (readToken()) throw redirect({ href: pathAfterSignIn(readStoredUser(), search.redirect) })
  },
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect: returnTo } = Route.useSearch()
  return <LoginPage returnTo={returnTo} />
}
