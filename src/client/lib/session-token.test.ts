import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { User } from '../../domain/account'
import {
  clearSession,
  readStoredUser,
  readToken,
  SESSION_COOKIE_MAX_AGE_S,
  sessionCookie,
  storeSession,
  subscribeToken,
  TOKEN_STORAGE_KEY,
} from './session-token'

const ola: User = {
  id: '6f1c2b1e-7d1a-4c3e-9a55-0c8f1b2d3e4f',
  email: 'ola@example.no',
  role: 'USER',
  firstName: 'Ola',
  lastName: 'Nordmann',
  phone: null,
}

function cookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  )
}

beforeEach(() => {
  clearSession()
  localStorage.clear()
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the stored session', () => {
  it('keeps the token in local storage as jwtToken and in the token1 cookie', () => {
    storeSession('abc.def.ghi', ola)
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('abc.def.ghi')
    expect(readToken()).toBe('abc.def.ghi')
    expect(cookies().token1).toBe('abc.def.ghi')
  })

  it('keeps the user as encoded JSON in the user1 cookie and reads it back', () => {
    storeSession('abc.def.ghi', ola)
    expect(JSON.parse(decodeURIComponent(cookies().user1 ?? ''))).toEqual(ola)
    expect(readStoredUser()).toEqual(ola)
  })

  it('writes both cookies for 7 days on the whole site with SameSite Lax', () => {
    const written: string[] = []
    const setter = vi.spyOn(document, 'cookie', 'set')
    setter.mockImplementation((value: string) => void written.push(value))
    storeSession('abc.def.ghi', ola)
    expect(written).toHaveLength(2)
    for (const cookie of written) {
      expect(cookie).toMatch(/^(token1|user1)=/)
      expect(cookie).toContain(`; Max-Age=${SESSION_COOKIE_MAX_AGE_S}`)
      expect(cookie).toContain('; Path=/')
      expect(cookie).toContain('; SameSite=Lax')
      expect(cookie).not.toContain('Secure')
    }
    expect(SESSION_COOKIE_MAX_AGE_S).toBe(7 * 24 * 60 * 60)
  })

  it('marks the cookies Secure on https only', () => {
    expect(sessionCookie('token1', 'x', { secure: true })).toBe(
      'token1=x; Max-Age=604800; Path=/; SameSite=Lax; Secure',
    )
    expect(sessionCookie('token1', 'x', { secure: false })).not.toContain('Secure')
  })

  it('sign-out removes jwtToken, both cookies and the stored user', () => {
    storeSession('abc.def.ghi', ola)
    clearSession()
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
    expect(cookies().token1).toBeUndefined()
    expect(cookies().user1).toBeUndefined()
    expect(readStoredUser()).toBeNull()
  })

  it('sign-out expires the cookies on the same path', () => {
    storeSession('abc.def.ghi', ola)
    const written: string[] = []
    const setter = vi.spyOn(document, 'cookie', 'set')
    setter.mockImplementation((value: string) => void written.push(value))
    clearSession()
    expect(written.map((cookie) => cookie.split(';')[0])).toEqual(['token1=', 'user1='])
    expect(written.every((cookie) => /; Max-Age=0; Path=\/;/.test(cookie))).toBe(true)
  })

  it('shows no stored user without a token, even when the user1 cookie is left', () => {
    storeSession('abc.def.ghi', ola)
    localStorage.removeItem(TOKEN_STORAGE_KEY)
    expect(readStoredUser()).toBeNull()
  })

  it('ignores a user1 cookie that is not a user', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'abc')
    // biome-ignore lint/suspicious/noDocumentCookie: a cookie someone else wrote
    document.cookie = `user1=${encodeURIComponent('{"id":1}')}; Path=/`
    expect(readStoredUser()).toBeNull()
    // biome-ignore lint/suspicious/noDocumentCookie: a cookie cut short
    document.cookie = 'user1=%E0%A4%A; Path=/'
    expect(readStoredUser()).toBeNull()
  })

  it('tells listeners about sign-in and sign-out here and a change in another tab', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeToken(listener)
    storeSession('abc.def.ghi', ola)
    clearSession()
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }))
    expect(listener).toHaveBeenCalledTimes(3)
    unsubscribe()
    storeSession('abc.def.ghi', ola)
    expect(listener).toHaveBeenCalledTimes(3)
  })
})
