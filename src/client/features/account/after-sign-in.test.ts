import { describe, expect, it } from 'vitest'
import { isLoginPath, pathAfterSignIn, safeReturnTo } from './after-sign-in'

describe('where a sign-in leads', () => {
  it('sends a customer to their dashboard and an ADMIN to the admin dashboard', () => {
    expect(pathAfterSignIn({ role: 'USER' })).toBe('/account/dashboard')
    expect(pathAfterSignIn({ role: 'ADMIN' })).toBe('/admin/dashboard')
    expect(pathAfterSignIn(null)).toBe('/account/dashboard')
  })

  it('goes back to the page that asked for the sign-in', () => {
    expect(pathAfterSignIn({ role: 'USER' }, '/account/garage?x=1')).toBe('/account/garage?x=1')
    expect(pathAfterSignIn({ role: 'ADMIN' }, '/account/orders')).toBe('/account/orders')
  })

  it('never returns to another site or to the login page itself', () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example/account',
      '/\\evil.example',
      'account/dashboard',
      '/account/login?redirect=/x',
      '/account/dashboard\n',
      `/${'a'.repeat(2001)}`,
      42,
    ]) {
      expect(safeReturnTo(target), String(target)).toBeUndefined()
    }
    expect(pathAfterSignIn({ role: 'USER' }, '//evil.example')).toBe('/account/dashboard')
  })

  it('knows the login page with or without a trailing slash', () => {
    expect(isLoginPath('/account/login')).toBe(true)
    expect(isLoginPath('/account/login/')).toBe(true)
    expect(isLoginPath('/account/dashboard')).toBe(false)
  })
})
