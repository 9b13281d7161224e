import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import type { User } from '../../../../domain/account'
import { useDocumentTitle } from '../../../ui/document-title'
import { pathAfterSignIn } from '../after-sign-in'
import type { AuthCalls } from '../../../data/account/sign-in'
import { CredentialsForm } from './credentials-form'
import './account.css'

interface LoginPageProps {
  returnTo?: string
  calls?: AuthCalls
}

export function LoginPage({ returnTo, calls }: LoginPageProps) {
  const { t } = useLingui()
  const navigate = useNavigate()
  useDocumentTitle(t`Sign in or create an account`)
  const done = (user: User) =>
    void navigate({ href: pathAfterSignIn(user, returnTo), replace: true })
  return (
    <div className="page login-page">
      <h1>
        <Trans>Sign in or create an account</Trans>
      </h1>
      <div className="login-page__columns">
        <section aria-labelledby="login-title">
          <h2 id="login-title">
            <Trans>Sign in</Trans>
          </h2>
          <CredentialsForm mode="sign-in" onSignedIn={done} calls={calls} />
          <p className="login-page__forgot">
            <Link to="/account/forgot-password">
              <Trans>Forgot your password?</Trans>
            </Link>
          </p>
        </section>
        <section aria-labelledby="register-title">
          <h2 id="register-title">
            <Trans>Create account</Trans>
          </h2>
          <p>
            <Trans>
              With an account your garage follows you to every device, and you can see your orders
              and keep your addresses.
            </Trans>
          </p>
          <CredentialsForm mode="sign-up" onSignedIn={done} calls={calls} />
        </section>
      </div>
    </div>
  )
}
