import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Ref } from 'react'
import type { User } from '../../../../domain/account'
import { SignOutButton } from './sign-out-buttons'

export function displayName(user: User): string {
  const name = `${user.firstName} ${user.lastName}`.trim()
  return name || user.email
}

interface AccountMenuProps {
  user: User | null
  onChosen: () => void
  /** Focusable, to move focus there after sign-in. */
  whoRef?: Ref<HTMLParagraphElement>
}

export function AccountMenu({ user, onChosen, whoRef }: AccountMenuProps) {
  const { t } = useLingui()
  return (
    <nav className="account-menu" aria-label={t`Your account`}>
      <p ref={whoRef} className="account-menu__who" tabIndex={-1}>
        {user ? (
          <>
            <span className="account-menu__name">{displayName(user)}</span>
            {displayName(user) !== user.email && (
              <span className="account-menu__email">{user.email}</span>
            )}
          </>
        ) : (
          <Trans>Signed in</Trans>
        )}
      </p>
      <ul className="account-menu__links">
        {[
          { to: '/account/dashboard' as const, label: t`Dashboard` },
          { to: '/account/garage' as const, label: t`Garage` },
          { to: '/account/orders' as const, label: t`Orders` },
          { to: '/account/addresses' as const, label: t`Addresses` },
          { to: '/account/profile' as const, label: t`Profile` },
          { to: '/account/password' as const, label: t`Password` },
        ].map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="account-menu__link" onClick={onChosen}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <SignOutButton className="button account-menu__sign-out" onChosen={onChosen} />
    </nav>
  )
}
