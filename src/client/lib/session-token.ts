/**
 * The session's only owner: localStorage `jwtToken` counts; the old shop's cookies beside it are read by nothing of ours.
 */
import type { User } from '../../domain/account'

export const TOKEN_STORAGE_KEY = 'jwtToken'
export const TOKEN_COOKIE = 'token1'
export const USER_COOKIE = 'user1'
export const SESSION_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60

type Listener = () => void
const listeners = new Set<Listener>()
let listeningToOtherTabs = false

function notify(): void {
  for (const listener of listeners) listener()
}

export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener)
  if (!listeningToOtherTabs && typeof window !== 'undefined') {
    listeningToOtherTabs = true
    window.addEventListener('storage', (event) => {
      // `key` is null when another tab cleared the whole storage.
      if (event.key === TOKEN_STORAGE_KEY || event.key === null) notify()
    })
  }
  return () => listeners.delete(listener)
}

export function readToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) ?? null
  } catch {
    // Storage can be blocked (private mode, policies): behave as signed out.
    return null
  }
}

export function sessionCookie(
  name: string,
  value: string,
  { maxAge = SESSION_COOKIE_MAX_AGE_S, secure = isHttps() } = {},
): string {
  return `${name}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

function isHttps(): boolean {
  return globalThis.location?.protocol === 'https:'
}

function writeCookie(name: string, value: string, maxAge?: number): void {
  if (typeof document === 'undefined') return
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in Firefox; the value is built and encoded in one place (sessionCookie)
  document.cookie = sessionCookie(name, value, { maxAge })
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null
  for (const pair of document.cookie.split('; ')) {
    const at = pair.indexOf('=')
    if (at > 0 && pair.slice(0, at) === name) return pair.slice(at + 1)
  }
  return null
}

function isStoredUser(value: unknown): value is User {
  const user = value as Partial<User> | null
  return (
    typeof user === 'object' &&
    user !== null &&
    typeof user.id === 'string' &&
    typeof user.email === 'string' &&
    (user.role === 'USER' || user.role === 'ADMIN')
  )
}

export function readStoredUser(): User | null {
  if (!readToken()) return null
  const raw = readCookie(USER_COOKIE)
  if (!raw) return null
  try {
    const user: unknown = JSON.parse(decodeURIComponent(raw))
    return isStoredUser(user) ? user : null
  } catch {
    return null
  }
}

export function storeSession(token: string, user: User): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token)
  writeCookie(TOKEN_COOKIE, encodeURIComponent(token))
  storeUser(user)
  notify()
}

export function storeUser(user: User): void {
  writeCookie(USER_COOKIE, encodeURIComponent(JSON.stringify(user)))
}

export function clearSession(): void {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY)
  } catch {
    // Blocked storage held no token.
  }
  writeCookie(TOKEN_COOKIE, '', 0)
  writeCookie(USER_COOKIE, '', 0)
  notify()
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token)
  notify()
}
