import { screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { activateLocale } from '../../../i18n/i18n'
import { clearSession, readToken, TOKEN_STORAGE_KEY } from '../../../lib/session-token'
import type { User } from '../../../../domain/account'
import { jsonResponse } from '../../../test/fake-fetch'
import { renderInRouter } from '../../../test/render-in-router'
import { kari } from '../../../test/users'
import { ACCOUNT_QUERY_KEY } from '../../../lib/account-query-key'
import { session } from '../session'
import { AccountIndicator } from './account-indicator'
import { linkHref } from '../../../test/link-href'

/** The indicator in a header above an English router's pages, starting on `/en/wishlist`. */
function renderHeader() {
  const page = (path: string) => <h1>{path}</h1>
  return renderInRouter({
    pages: {
      '/': page('/'),
      '/wishlist': page('/wishlist'),
      '/admin/dashboard': page('/admin/dashboard'),
    },
    layout: (outlet) => (
      <>
        <header>
          <AccountIndicator />
        </header>
        <main>{outlet}</main>
      </>
    ),
    basepath: '/en',
    at: '/en/wishlist',
  })
}

/** Signs in from the dropdown, the server answering that `account` signed in. */
async function signInFromHeader(account: User) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(200, { user: account, token: 'tok' })),
  )
  const app = renderHeader()
  const { user } = app
  await user.click(await screen.findByRole('button', { name: 'Account' }))
  await user.type(await screen.findByLabelText('E-mail address'), 'kari@example.no')
  await user.type(screen.getByLabelText('Password'), 'hemmelig passord')
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  return app
}

beforeAll(() => activateLocale('en'))

beforeEach(() => {
  session.signOut()
  clearSession()
  localStorage.clear()
  // Nothing here reaches a server: the sign-out call and user checks just fail.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('offline'))),
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the header account dropdown', () => {
  it('opens the login form without a user, with its links', async () => {
    const { user } = renderHeader()
    const toggle = await screen.findByRole('button', { name: 'Account' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const panel = await screen.findByRole('region', { name: 'Sign in to your account' })
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(
      panel,
    )
    expect(within(panel).getByLabelText('E-mail address')).toBeInTheDocument()
    expect(within(panel).getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked()
    expect(linkHref(panel, 'Create account')).toBe('/en/account/login')
    expect(linkHref(panel, 'Forgot password?')).toBe('/en/')
  })

  it('closes on Escape and gives focus back to its button', async () => {
    const { user } = renderHeader()
    const toggle = await screen.findByRole('button', { name: 'Account' })
    await user.click(toggle)
    await screen.findByLabelText('E-mail address')
    await user.click(screen.getByLabelText('E-mail address'))
    await user.keyboard('{Escape}')
    expect(screen.queryByLabelText('E-mail address')).not.toBeInTheDocument()
    expect(toggle).toHaveFocus()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes on a click outside it', async () => {
    const { user } = renderHeader()
    await user.click(await screen.findByRole('button', { name: 'Account' }))
    await screen.findByLabelText('E-mail address')
    await user.click(screen.getByRole('heading', { name: '/wishlist' }))
    expect(screen.queryByLabelText('E-mail address')).not.toBeInTheDocument()
  })

  it('shows the account menu with a user: who, the account pages and log out', async () => {
    session.signedIn({ token: 'tok', user: kari })
    const { user } = renderHeader()
    await user.click(await screen.findByRole('button', { name: 'My account' }))
    const menu = await screen.findByRole('navigation', { name: 'Your account' })
    expect(within(menu).getByText('Kari Nordmann')).toBeInTheDocument()
    expect(within(menu).getByText('kari@example.no')).toBeInTheDocument()
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')])
    expect(links).toEqual([
      ['Dashboard', '/en/account/dashboard'],
      ['Garage', '/en/account/garage'],
      ['Orders', '/en/account/orders'],
      ['Addresses', '/en/account/addresses'],
      ['Profile', '/en/account/profile'],
      ['Password', '/en/account/password'],
    ])
  })

  it('logs out: no user, no token, no account data cached, and home', async () => {
    session.signedIn({ token: 'tok', user: kari })
    const { user, router, queryClient } = renderHeader()
    queryClient.setQueryData([...ACCOUNT_QUERY_KEY, 'orders'], ['order 1'])
    queryClient.setQueryData(['brands'], ['Bosch'])
    await user.click(await screen.findByRole('button', { name: 'My account' }))
    await user.click(await screen.findByRole('button', { name: 'Log out' }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(session.getSnapshot()).toEqual({ signedIn: false, user: null })
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
    expect(queryClient.getQueryData([...ACCOUNT_QUERY_KEY, 'orders'])).toBeUndefined()
    expect(queryClient.getQueryData(['brands'])).toEqual(['Bosch'])
    expect(await screen.findByRole('button', { name: 'Account' })).toBeInTheDocument()
  })

  it('turns into the account menu after signing in from it', async () => {
    const { router } = await signInFromHeader(kari)
    const menu = await screen.findByRole('navigation', { name: 'Your account' })
    expect(within(menu).getByText('Kari Nordmann').closest('p')).toHaveFocus()
    expect(readToken()).toBe('tok')
    expect(router.state.location.pathname).toBe('/wishlist')
  })

  it('sends an ADMIN who signs in from it to the admin dashboard', async () => {
    const { router } = await signInFromHeader({ ...kari, role: 'ADMIN' })
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'))
  })

  it('is a link on phones: to the login page, or the dashboard when signed in', async () => {
    renderHeader()
    expect(await screen.findByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/en/account/login',
    )
    session.signedIn({ token: 'tok', user: kari })
    expect(await screen.findByRole('link', { name: 'My account' })).toHaveAttribute(
      'href',
      '/en/account/dashboard',
    )
  })
})
