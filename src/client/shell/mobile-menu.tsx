import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { LOCALES } from '../../domain/locale'
import { SignOutButton } from '../features/account/components/sign-out-buttons'
import { useSession } from '../features/account/session'
import { useCartFigures } from '../data/cart/cart-figures'
import { useCompareList } from '../features/compare/compare'
import { useGarage } from '../data/garage/garage'
import { useWishlist } from '../features/wishlist/wishlist'
import { useLocale } from '../i18n/locale-context'
import { ModalDialog } from '../ui/modal-dialog'
import { LANGUAGE_NAMES, LanguageLink } from './language-link'
import './mobile-menu.css'
import { PricesExMvaSwitch } from '../ui/prices-ex-mva-switch'

type Panel = 'main' | 'language'

interface MobileMenuProps {
  onClose: () => void
  onProducts: () => void
}

export default function MobileMenu({ onClose, onProducts }: MobileMenuProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const garage = useGarage()
  const wishlist = useWishlist()
  const compare = useCompareList()
  const cart = useCartFigures()
  const { signedIn } = useSession()
  const [stack, setStack] = useState<Panel[]>(['main'])
  const panel = stack[stack.length - 1]
  const push = (next: Panel) => setStack((current) => [...current, next])
  const back = () => setStack((current) => current.slice(0, -1))

  if (panel === 'language') {
    return (
      <ModalDialog title={<Trans>Language</Trans>} onClose={onClose} className="mobile-menu">
        <button type="button" className="mobile-menu__back" onClick={back}>
          <span aria-hidden="true">‹ </span>
          <Trans>Back to the menu</Trans>
        </button>
        <ul className="mobile-menu__list">
          {LOCALES.map((option) => (
            <li key={option}>
              <LanguageLink locale={option}>{LANGUAGE_NAMES[option]}</LanguageLink>
            </li>
          ))}
        </ul>
      </ModalDialog>
    )
  }

  return (
    <ModalDialog title={<Trans>Menu</Trans>} onClose={onClose} className="mobile-menu">
      <button type="button" className="mobile-menu__panel-button" onClick={() => push('language')}>
        <span>
          <Trans>Language</Trans>
        </span>
        <span className="mobile-menu__value">
          {LANGUAGE_NAMES[locale]} <span aria-hidden="true">›</span>
        </span>
      </button>
      <PricesExMvaSwitch />
      <nav aria-label={t`Your shop`}>
        <ul className="mobile-menu__list mobile-menu__indicators">
          <MenuLink to="/wishlist" onClose={onClose} count={wishlist.length}>
            <Trans>Wishlist</Trans>
          </MenuLink>
          <MenuLink to="/compare" onClose={onClose} count={compare.length}>
            <Trans>Compare</Trans>
          </MenuLink>
          <MenuLink to="/account/garage" onClose={onClose} count={garage.items.length}>
            <Trans>Garage</Trans>
          </MenuLink>
          <MenuLink to={signedIn ? '/account/dashboard' : '/account/login'} onClose={onClose}>
            <Trans>Account</Trans>
          </MenuLink>
          <MenuLink to="/cart" onClose={onClose} count={cart.quantity}>
            <Trans>Cart</Trans>
          </MenuLink>
          {signedIn && (
            <li>
              <SignOutButton className="mobile-menu__link" onChosen={onClose} />
            </li>
          )}
        </ul>
      </nav>
      <nav aria-label={t`Main menu`}>
        <ul className="mobile-menu__list">
          <MenuLink to="/" onClose={onClose}>
            <Trans>Home</Trans>
          </MenuLink>
          <li>
            <button
              type="button"
              className="mobile-menu__link"
              aria-haspopup="dialog"
              onClick={onProducts}
            >
              <Trans>Products</Trans>
            </button>
          </li>
          <MenuLink to="/jobs" onClose={onClose}>
            <Trans>Jobs</Trans>
          </MenuLink>
          <MenuLink to="/about-us" onClose={onClose}>
            <Trans>About us</Trans>
          </MenuLink>
          <MenuLink to="/contact-us" onClose={onClose}>
            <Trans>Contact us</Trans>
          </MenuLink>
        </ul>
      </nav>
    </ModalDialog>
  )
}

interface MenuLinkProps {
  to: string
  onClose: () => void
  count?: number
  children: ReactNode
}

function MenuLink({ to, onClose, count, children }: MenuLinkProps) {
  return (
    <li>
      <Link to={to} className="mobile-menu__link" onClick={onClose}>
        <span>{children}</span>
        {count !== undefined && count > 0 && <span className="indicator__counter">{count}</span>}
      </Link>
    </li>
  )
}
