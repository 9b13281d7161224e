import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { MeResponse } from '../../../domain/account'
import {
  clearSession,
  readStoredUser,
  readToken,
  storeSession,
  TOKEN_STORAGE_KEY,
} from '../../lib/session-token'
import { ola } from '../../test/users'
import { createSessionStore, type SessionDeps } from './session'

function httpError(status: number) {
  return Object.assign(new Error(`HTTP ${status}`), { status })
}

/** A store whose `GET /user/me` answers what `me` gives, started as the UI would start it. */
function startedStore(me: () => Promise<MeResponse>) {
  const deps: SessionDeps = { fetchMe: vi.fn(me) }
  const store = createSessionStore(deps)
  store.subscribe(() => {})
  return { store, deps }
}

/** Lets the pending user check settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  clearSession()
  localStorage.clear()
})

describe('the session', () => {
  it('is signed out, with no user, when no token is kept', () => {
    const { store, deps } = startedStore(async () => ({ user: ola }))
    expect(store.getSnapshot()).toEqual({ signedIn: false, user: null })
    expect(deps.fetchMe).not.toHaveBeenCalled()
  })

  it('keeps the token and the user after a sign-in', () => {
    const { store } = startedStore(async () => ({ user: ola }))
    store.signedIn({ token: 'tok', user: ola })
    expect(store.getSnapshot()).toEqual({ signedIn: true, user: ola })
    expect(readToken()).toBe('tok')
    expect(readStoredUser()).toEqual(ola)
  })

  it('shows the stored user at once and takes the server’s fresher copy', async () => {
    storeSession('tok', ola)
    const renamed = { ...ola, firstName: 'Kari' }
    const { store } = startedStore(async () => ({ user: renamed }))
    expect(store.getSnapshot().user).toEqual(ola)
    await settled()
    expect(store.getSnapshot()).toEqual({ signedIn: true, user: renamed })
    expect(readStoredUser()).toEqual(renamed)
  })

  it('learns the user from the server when only a token is kept', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok')
    const { store } = startedStore(async () => ({ user: ola }))
    expect(store.getSnapshot()).toEqual({ signedIn: true, user: null })
    await settled()
    expect(store.getSnapshot()).toEqual({ signedIn: true, user: ola })
  })

  it('stores no user and forgets the token when the server refuses it (401)', async () => {
    storeSession('tok', ola)
    const { store } = startedStore(async () => {
      throw httpError(401)
    })
    await settled()
    expect(store.getSnapshot()).toEqual({ signedIn: false, user: null })
    expect(readToken()).toBeNull()
    expect(readStoredUser()).toBeNull()
  })

  it('asks the server once when calls with the token are refused (401), and signs out if it refuses too', async () => {
    storeSession('tok', ola)
    let refused: (token: string) => void = () => {}
    const fetchMe = vi.fn(async (): Promise<MeResponse> => ({ user: ola }))
    const store = createSessionStore({
      fetchMe,
      onTokenRefused: (listener) => {
        refused = listener
      },
    })
    store.subscribe(() => {})
    await settled()
    expect(fetchMe).toHaveBeenCalledTimes(1)

    // A refusal with a token no longer kept is old news: nothing is asked.
    refused('tok-before')
    await settled()
    expect(fetchMe).toHaveBeenCalledTimes(1)

    fetchMe.mockImplementation(async () => {
      throw httpError(401)
    })
    refused('tok')
    refused('tok')
    await settled()
    expect(fetchMe).toHaveBeenCalledTimes(2)
    expect(store.getSnapshot()).toEqual({ signedIn: false, user: null })
    expect(readToken()).toBeNull()
  })

  it('stores no user when the user fetch fails otherwise, and keeps the token', async () => {
    storeSession('tok', ola)
    const { store } = startedStore(async () => {
      throw httpError(500)
    })
    await settled()
    expect(store.getSnapshot()).toEqual({ signedIn: true, user: null })
    expect(readToken()).toBe('tok')
  })

  it('keeps the stored user while the server cannot be reached, and asks again online', async () => {
    storeSession('tok', ola)
    let reachable = false
    const renamed = { ...ola, firstName: 'Kari' }
    const { store, deps } = startedStore(async () => {
      if (!reachable) throw new TypeError('Failed to fetch')
      return { user: renamed }
    })
    await settled()
    expect(store.getSnapshot()).toEqual({ signedIn: true, user: ola })
    reachable = true
    window.dispatchEvent(new Event('online'))
    await settled()
    expect(deps.fetchMe).toHaveBeenCalledTimes(2)
    expect(store.getSnapshot().user).toEqual(renamed)
  })

  it('sign-out stores no user and forgets the token and the stored user', () => {
    const { store } = startedStore(async () => ({ user: ola }))
    store.signedIn({ token: 'tok', user: ola })
    store.signOut()
    expect(store.getSnapshot()).toEqual({ signedIn: false, user: null })
    expect(readToken()).toBeNull()
    expect(readStoredUser()).toBeNull()
  })

  it('signs out here when another tab signs out', () => {
    const { store } = startedStore(async () => ({ user: ola }))
    store.signedIn({ token: 'tok', user: ola })
    localStorage.removeItem(TOKEN_STORAGE_KEY)
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY }))
    expect(store.getSnapshot()).toEqual({ signedIn: false, user: null })
  })

  it('drops a late user answer that belongs to a token signed out meanwhile', async () => {
    storeSession('tok', ola)
    let answer: (value: MeResponse) => void = () => {}
    const { store } = startedStore(() => new Promise((resolve) => (answer = resolve)))
    store.signOut()
    answer({ user: ola })
    await settled()
    expect(store.getSnapshot()).toEqual({ signedIn: false, user: null })
    expect(readStoredUser()).toBeNull()
  })
})
