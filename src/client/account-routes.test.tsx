import { screen, within } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { User } from '../domain/account'
import { session } from './features/account/session'
import { activateLocale } from './i18n/i18n'
import { clearSession, readToken } from './lib/session-token'
import { jsonResponse } from './test/fake-fetch'
import { renderApp } from './test/render-app'
import { kari } from './test/users'

const admin: User = { ...kari, email: 'sjef@example.no', role: 'ADMIN' }

/** The API as far as these pages need it: sign-in answers `signsInAs`, the rest fails. */
function fakeApi(signsInAs: User) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/auth/login') {
        return jsonResponse(200, { user: signsInAs, token: 'tok' })
      }
      if (url === '/api/address') {
        return jsonResponse(200, { data: { addressDetails: [] } })
      }
      if (url === '/api/order/me') {
        return jsonResponse(200, { order: [] })
      }
      if (url === '/api/auth/logout-all' && navigator.onLine) {
        return new Response(null, { status: 204 })
      }
      throw new TypeError('Failed to fetch')
    }),
  )
}

async function renderEnglish(path: string) {
  await activateLocale('en')
  const { router, user } = renderApp(path)
  /** Waits for the page headed `heading` and checks the address it stands at. */
  const landsOn = async (heading: string, pathname: string) => {
    // A lazy route's first render waits for its module: slow on a busy machine.
    const found = await screen.findByRole(
      'heading',
      { level: 1, name: heading },
      { timeout: 10_000 },
    )
    expect(found).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(pathname)
  }
  return { router, user, landsOn }
}

async function signInOnThePage(user: ReturnType<typeof userEvent.setup>) {
  const form = (await screen.findByRole('heading', { level: 2, name: 'Sign in' })).parentElement
  if (!form) throw new Error('no sign-in section')
  await user.type(form.querySelector('input[name=email]') as HTMLElement, 'kari@example.no')
  await user.type(form.querySelector('input[name=password]') as HTMLElement, 'hemmelig passord')
  await user.click(form.querySelector('button[type=submit]') as HTMLElement)
}

beforeEach(() => {
  // The footer's settings cannot load here and say so; nothing else may log an error.
  const logError = console.error
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).startsWith('Error fetching settings')) return
    logError(...args)
  })
  session.signOut()
  clearSession()
  localStorage.clear()
  fakeApi(kari)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the account pages', () => {
  it('send a signed-out shopper to the login page and back after signing in', async () => {
    const { router, user, landsOn } = await renderEnglish('/en/account/dashboard')
    await landsOn('Sign in or create an account', '/account/login')
    expect(router.state.location.search).toEqual({ redirect: '/account/dashboard' })

    await signInOnThePage(user)
    await landsOn('Dashboard', '/account/dashboard')
    expect(screen.getByText('kari@example.no')).toBeInTheDocument()
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument()
    expect(screen.getByText('No vehicles in your garage yet.')).toBeInTheDocument()
    expect(readToken()).toBe('tok')
  })

  it('guard the garage too, keeping its address to return to', async () => {
    const { router } = await renderEnglish('/en/account/garage')
    await screen.findByRole('heading', { level: 1, name: 'Sign in or create an account' })
    expect(router.state.location.search).toEqual({ redirect: '/account/garage' })
  })

  it('open for a signed-in shopper, and /account leads to the dashboard', async () => {
    session.signedIn({ token: 'tok', user: kari })
    const { landsOn } = await renderEnglish('/en/account')
    await landsOn('Dashboard', '/account/dashboard')
  })

  it('skip the login page for a shopper already signed in', async () => {
    session.signedIn({ token: 'tok', user: kari })
    const { landsOn } = await renderEnglish('/en/account/login?redirect=%2Faccount%2Fgarage')
    await landsOn('Your garage', '/account/garage')
  })

  it('go home, not to the login page, when the shopper logs out on one', async () => {
    session.signedIn({ token: 'tok', user: kari })
    const { router, user } = await renderEnglish('/en/account/dashboard')
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
    await user.click(screen.getByRole('button', { name: 'My account' }))
    const menu = await screen.findByRole('navigation', { name: 'Your account' })
    await user.click(within(menu).getByRole('button', { name: 'Log out' }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(await screen.findByRole('button', { name: 'Account' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
    expect(readToken()).toBeNull()
  })

  it('log out on all devices from the dashboard: the server ends every session, then this device signs out', async () => {
    session.signedIn({ token: 'tok', user: kari })
    const { router, user } = await renderEnglish('/en/account/dashboard')
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
    await user.click(screen.getByRole('button', { name: 'Log out on all devices' }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(fetch).toHaveBeenCalledWith('/api/auth/logout-all', expect.anything())
    expect(readToken()).toBeNull()
  })

  it('say that logging out on all devices needs the network, and stay signed in meanwhile', async () => {
    session.signedIn({ token: 'tok', user: kari })
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { router, user } = await renderEnglish('/en/account/dashboard')
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
    await user.click(screen.getByRole('button', { name: 'Log out on all devices' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You need to be online to log out on all devices.',
    )
    expect(readToken()).toBe('tok')
    expect(router.state.location.pathname).toBe('/account/dashboard')
  })

  it('send to the login page when the session ends while a page is open', async () => {
    session.signedIn({ token: 'tok', user: kari })
    const { router } = await renderEnglish('/en/account/dashboard')
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
    session.signOut()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in or create an account' }),
    ).toBeInTheDocument()
    expect(router.state.location.search).toEqual({ redirect: '/account/dashboard' })
  })
})

describe('the admin dashboard', () => {
  it('is where an ADMIN lands after signing in', async () => {
    fakeApi(admin)
    const { user, landsOn } = await renderEnglish('/en/account/login')
    await signInOnThePage(user)
    await landsOn('Admin dashboard', '/admin/dashboard')
    expect(screen.getByText('Signed in as sjef@example.no (administrator).')).toBeInTheDocument()
  })

  it('sends a customer to their own dashboard', async () => {
    session.signedIn({ token: 'tok', user: kari })
    const { landsOn } = await renderEnglish('/en/admin/dashboard')
    await landsOn('Dashboard', '/account/dashboard')
  })

  it('sends a signed-out visitor to sign in first', async () => {
    const { router } = await renderEnglish('/en/admin/dashboard')
    await screen.findByRole('heading', { level: 1, name: 'Sign in or create an account' })
    expect(router.state.location.search).toEqual({ redirect: '/admin/dashboard' })
  })
})
