import { Trans } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { ADMIN_HOME_PATH } from '../after-sign-in'
import { isAdmin, useSession } from '../session'
import { AccountMenu } from './account-menu'
import { CredentialsForm } from './credentials-form'
import './account.css'

interface AccountPanelProps {
  onClose: () => void
}

/** Signing in here keeps the shopper on the page; an ADMIN goes to the admin dashboard. */
export default function AccountPanel({ onClose }: AccountPanelProps) {
  const { signedIn, user } = useSession()
  const navigate = useNavigate()
  const whoRef = useRef<HTMLParagraphElement>(null)
  const justSignedIn = useRef(false)

  useEffect(() => {
    if (signedIn && justSignedIn.current) {
      justSignedIn.current = false
      whoRef.current?.focus()
    }
  }, [signedIn])

  if (signedIn) return <AccountMenu user={user} onChosen={onClose} whoRef={whoRef} />
  return (
    <section className="account-panel__login" aria-labelledby="account-panel-title">
      <h2 id="account-panel-title" className="account-panel__title">
        <Trans>Sign in to your account</Trans>
      </h2>
      <CredentialsForm
        mode="sign-in"
        variant="header"
        onSignedIn={(signedInUser) => {
          if (isAdmin(signedInUser)) {
            onClose()
            void navigate({ to: ADMIN_HOME_PATH })
            return
          }
          justSignedIn.current = true
        }}
        footer={
          <p className="account-form__links">
            <Link to="/account/login" onClick={onClose}>
              <Trans>Create account</Trans>
            </Link>
            <Link to="/" onClick={onClose}>
              <Trans>Forgot password?</Trans>
            </Link>
          </p>
        }
      />
    </section>
  )
}
