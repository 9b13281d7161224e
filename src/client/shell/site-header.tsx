import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { lazy, useEffect, useId, useState } from 'react'
import { ScanButton } from '../features/barcode/components/scan-button'
import { AccountIndicator } from '../features/account/components/account-indicator'
import { CartIndicator } from '../features/cart/components/cart-indicator'
import { CompareIndicator } from '../features/compare/components/compare-indicator'
import { GarageButton } from '../features/vehicles/components/garage-button'
import { HeaderContactsSlot } from '../features/settings/components/header-contacts-slot'
import {
  FinderPopupButton,
  LazyFinderPopup,
} from '../features/vehicles/components/finder-popup-button'
import { WishlistIndicator } from '../features/wishlist/components/wishlist-indicator'
import { CurrencySwitch } from './currency-switch'
import { LazyHeaderSearch } from './header-search-lazy'
import { LazyDialog } from '../ui/lazy-dialog'
import { StrokeIcon } from '../ui/stroke-icon'
import { LanguageSwitch } from './language-switch'
import './header-layouts.css'

const loadMobileMenu = () => import('./mobile-menu')
const MobileMenu = lazy(loadMobileMenu)

/** The header: top bar, logo, search, the shop's indicators and the main menu. */
export function SiteHeader() {
  const { t } = useLingui()
  // Phones: the search box folds away behind a button.
  const [searchOpen, setSearchOpen] = useState(false)
  const searchId = useId()
  const [menuOpen, setMenuOpen] = useState(false)
  // The finder popup opened from the mobile menu's 'Products' outlives the menu.
  const [finderOpen, setFinderOpen] = useState(false)
  useEffect(() => {
    if (searchOpen) document.getElementById(searchId)?.querySelector('input')?.focus()
  }, [searchOpen, searchId])
  return (
    <header className="site-header">
      <div className="site-header__topbar">
        <p className="site-header__tagline">
          <Trans>Spare parts for cars in Norway</Trans>
        </p>
        <div className="site-header__settings">
          <CurrencySwitch />
          <LanguageSwitch />
        </div>
      </div>
      <div className="site-header__main">
        <button
          type="button"
          className="indicator menu-toggle"
          aria-haspopup="dialog"
          onClick={() => setMenuOpen(true)}
          onPointerEnter={() => void loadMobileMenu()}
          onFocus={() => void loadMobileMenu()}
        >
          <MenuIcon />
          <span className="visually-hidden">
            <Trans>Menu</Trans>
          </span>
        </button>
        <Link to="/" className="site-header__logo" aria-label={t`Delelager – home`}>
          <img src="/favicon.svg" alt="" width="40" height="40" />
          <span>Delelager</span>
        </Link>
        <button
          type="button"
          className="indicator search-toggle"
          aria-expanded={searchOpen}
          aria-controls={searchId}
          onClick={() => setSearchOpen((open) => !open)}
        >
          <SearchIcon />
          <span className="visually-hidden">
            {searchOpen ? <Trans>Hide search</Trans> : <Trans>Open search</Trans>}
          </span>
        </button>
        <search id={searchId} className={searchOpen ? 'search-box search-box--open' : 'search-box'}>
          <LazyHeaderSearch scan={<ScanButton />} />
        </search>
        <HeaderContactsSlot />
        <nav aria-label={t`Your shop`} className="indicators">
          <GarageButton />
          <WishlistIndicator />
          <CompareIndicator />
          <AccountIndicator />
          <CartIndicator />
        </nav>
      </div>
      <nav aria-label={t`Main menu`} className="main-menu">
        <ul>
          <li>
            <Link to="/" activeOptions={{ exact: true }}>
              <Trans>Home</Trans>
            </Link>
          </li>
          <li>
            <FinderPopupButton variant="registration">
              <Trans>Products</Trans>
            </FinderPopupButton>
          </li>
          <li>
            <Link to="/jobs">
              <Trans>Jobs</Trans>
            </Link>
          </li>
          <li>
            <Link to="/about-us">
              <Trans>About us</Trans>
            </Link>
          </li>
        </ul>
      </nav>
      {menuOpen && (
        <LazyDialog onClose={() => setMenuOpen(false)}>
          <MobileMenu
            onClose={() => setMenuOpen(false)}
            onProducts={() => {
              setMenuOpen(false)
              setFinderOpen(true)
            }}
          />
        </LazyDialog>
      )}
      {finderOpen && (
        <LazyFinderPopup variant="registration" onClose={() => setFinderOpen(false)} />
      )}
    </header>
  )
}

function MenuIcon() {
  return (
    <StrokeIcon>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </StrokeIcon>
  )
}

function SearchIcon() {
  return (
    <StrokeIcon>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </StrokeIcon>
  )
}
