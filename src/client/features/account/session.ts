/**
 * The user is checked with `GET /user/me` once per page load and when the network returns: a
 * 401 forgets the token, no answer keeps the stored user. Zod-free: the header imports it.
 */
import { useSyncExternalStore } from 'react'
import type { AuthResponse, MeResponse, User } from '../../../domain/account'
import { fetchMe } from '../../data/account/get-me'
import { whenTokenRefused } from '../../lib/api-client'
import {
  clearSession,
  readStoredUser,
  readToken,
  storeSession,
  storeUser,
  subscribeToken,
} from '../../lib/session-token'

export interface Session {
  signedIn: boolean
  user: User | null
}

export interface SessionDeps {
  fetchMe: () => Promise<MeResponse>
  onTokenRefused?: (listener: (token: string) => void) => void
}

function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : null
}

const SIGNED_OUT: Session = { signedIn: false, user: null }

function readSession(): Session {
  const signedIn = readToken() !== null
  const user = readStoredUser()
  // The same object whenever nobody is signed in: the app taking over a page drawn on the
  // server then has nothing to draw anew.
  return !signedIn && user === null ? SIGNED_OUT : { signedIn, user }
}

export function createSessionStore(deps: SessionDeps) {
  let snapshot = readSession()
  let checkedToken: string | null = null
  let started = false
  /** The check under way, and its token: a burst of refusals asks the server once. */
  let checking: { token: string; done: Promise<void> } | null = null
  const listeners = new Set<() => void>()

  function set(next: Session): void {
    snapshot = next
    for (const listener of listeners) listener()
  }

  // A sign-in or sign-out here or in another tab: read the storage again.
  subscribeToken(() => {
    const next = readSession()
    if (next.signedIn !== snapshot.signedIn || next.user?.id !== snapshot.user?.id) set(next)
  })

  function checkUser(): Promise<void> {
    const token = readToken()
    if (checking?.token === token) return checking.done
    const done = askServer(token).finally(() => {
      if (checking?.done === done) checking = null
    })
    if (token) checking = { token, done }
    return done
  }

  async function askServer(token: string | null): Promise<void> {
    if (!token) {
      set(SIGNED_OUT)
      return
    }
    try {
      const { user } = await deps.fetchMe()
      if (readToken() !== token) return // signed out or in again meanwhile
      checkedToken = token
      storeUser(user)
      set({ signedIn: true, user })
    } catch (error) {
      if (readToken() !== token) return
      const status = statusOf(error)
      if (status === null) return // no answer: ask again when the network returns
      checkedToken = token
      if (status === 401) clearSession()
      else set({ signedIn: true, user: null })
    }
  }

  function start(): void {
    if (started || typeof window === 'undefined') return
    started = true
    if (snapshot.signedIn) void checkUser()
    // Any call refused with the current token (an expired session, an account removed): ask
    // once whether the session still holds; a 401 then signs out.
    deps.onTokenRefused?.((token) => {
      if (token === readToken()) void checkUser()
    })
    window.addEventListener('online', () => {
      const token = readToken()
      if (token && token !== checkedToken) void checkUser()
    })
  }

  return {
    getSnapshot: (): Session => snapshot,
    subscribe(listener: () => void): () => void {
      start()
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    checkUser,
    signedIn({ token, user }: AuthResponse): void {
      storeSession(token, user)
      checkedToken = token
      set({ signedIn: true, user })
    },
    userChanged(user: User): void {
      if (!readToken()) return
      storeUser(user)
      set({ signedIn: true, user })
    },
    /** The server hears of the sign-out apart. */
    signOut(): void {
      checkedToken = null
      clearSession()
      set(SIGNED_OUT)
    },
  }
}

export type SessionStore = ReturnType<typeof createSessionStore>

export const session: SessionStore = createSessionStore({
  fetchMe,
  onTokenRefused: whenTokenRefused,
})

export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.getSnapshot, () => SIGNED_OUT)
}

export function isAdmin(user: User | null): boolean {
  return user?.role === 'ADMIN'
}
