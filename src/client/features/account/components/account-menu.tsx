import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode, Ref } from 'react'
import type { User } from '../../../../domain/account'
import { useSignOut } from '../use-sign-out'

/** The user's name, or their e-mail address before they have given one. */
export function displayName(user: User): string {
  const name = `${user.firstName} ${user.lastName}`.trim()
  return name || user.email
}

type AccountPath =
  | '/account/dashboard'
  | '/account/garage'
  | '/account/orders'
  | '/account/addresses'
  | '/account/profile'
  | '/account/password'

interface AccountMenuProps {
  user: User | null
  /** Called when a link or 'Log out' is chosen, so the dropdown closes. */
  onChosen: () => void
  /** The line saying who is signed in (focusable, to move focus there after sign-in). */
  whoRef?: Ref<HTMLParagraphElement>
}

/** The header's account menu: who is signed in, the account pages and 'Log out'. */
export function AccountMenu({ user, onChosen, whoRef }: AccountMenuProps) {
  const { t } = useLingui()
  const signOut = useSignOut()
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
        <MenuLink to="/account/dashboard" onChosen={onChosen}>
          <Trans>Dashboard</Trans>
        </MenuLink>
        <MenuLink to="/account/garage" onChosen={onChosen}>
          <Trans>Garage</Trans>
        </MenuLink>
        <MenuLink to="/account/orders" onChosen={onChosen}>
          <Trans>Orders</Trans>
        </MenuLink>
        <MenuLink to="/account/addresses" onChosen={onChosen}>
          <Trans>Addresses</Trans>
        </MenuLink>
        <MenuLink to="/account/profile" onChosen={onChosen}>
          <Trans>Profile</Trans>
        </MenuLink>
        <MenuLink to="/account/password" onChosen={onChosen}>
          <Trans>Password</Trans>
        </MenuLink>
      </ul>
      <button
        type="button"
        className="button account-menu__sign-out"
        onClick={() => {
          onChosen()
          void signOut()
        }}
      >
        <Trans>Log out</Trans>
      </button>
    </nav>
  )
}

function MenuLink({
  to,
  onChosen,
  children,
}: {
  to: AccountPath
  onChosen: () => void
  children: ReactNode
}) {
  return (
    <li>
      <Link to={to} className="account-menu__link" onClick={onChosen}>
        {children}
      </Link>
    </li>
  )
}
