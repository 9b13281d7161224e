import { describe, expect, it } from 'vitest'
import { accountGuard, adminGuard } from './account-guard'

describe('the account and admin guards', () => {
  const dashboard = { pathname: '/account/dashboard', href: '/account/dashboard?tab=1' }

  it('lets a signed-in shopper in and sends a signed-out one to sign in, keeping the page', () => {
    expect(accountGuard(dashboard, true)).toEqual({ kind: 'allow' })
    expect(accountGuard(dashboard, false)).toEqual({
      kind: 'sign-in',
      to: '/account/login',
      returnTo: '/account/dashboard?tab=1',
    })
  })

  it('always lets the login page open', () => {
    const login = { pathname: '/account/login', href: '/account/login' }
    expect(accountGuard(login, false)).toEqual({ kind: 'allow' })
  })

  it('lets only an ADMIN into the admin area and waits while the role is unknown', () => {
    const admin = { pathname: '/admin/dashboard', href: '/admin/dashboard' }
    const user = {
      id: 'u',
      email: 'a@b',
      firstName: '',
      lastName: '',
      phone: null,
    }
    expect(adminGuard(admin, false, null)).toMatchObject({ kind: 'sign-in' })
    expect(adminGuard(admin, true, null)).toEqual({ kind: 'wait' })
    expect(adminGuard(admin, true, { ...user, role: 'USER' })).toEqual({
      kind: 'not-admin',
      to: '/account/dashboard',
    })
    expect(adminGuard(admin, true, { ...user, role: 'ADMIN' })).toEqual({ kind: 'allow' })
  })
})
