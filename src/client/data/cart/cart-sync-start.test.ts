import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearSession, storeSession } from '../../lib/session-token'
import { kari } from '../../test/users'
import { startCartSyncWhenNeeded } from './cart-sync-start'

/** A cart store with just what the starter reads: a snapshot, listeners and `ready`. */
function fakeStore(initial: { loaded: boolean; dirty: boolean }) {
  let snapshot = { ...initial }
  const listeners = new Set<() => void>()
  let markReady = () => {}
  const ready = new Promise<void>((resolve) => {
    markReady = resolve
  })
  return {
    store: {
      getSnapshot: () => snapshot as never,
      subscribe: (listener: () => void) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      ready: () => ready,
    },
    set(next: { loaded: boolean; dirty: boolean }) {
      snapshot = next
      for (const listener of [...listeners]) listener()
    },
    markReady,
    listeners,
  }
}

function fakeSync() {
  const stop = vi.fn()
  const startCartSync = vi.fn(() => stop)
  return { load: vi.fn(async () => ({ startCartSync })), startCartSync, stop }
}

describe('startCartSyncWhenNeeded', () => {
  it('loads nothing while the cart has no change the server lacks', async () => {
    const cart = fakeStore({ loaded: false, dirty: false })
    const sync = fakeSync()
    startCartSyncWhenNeeded(cart.store, sync.load)
    cart.set({ loaded: true, dirty: false })
    cart.markReady()
    await vi.waitFor(() => expect(cart.listeners.size).toBe(1))
    await Promise.resolve()
    expect(sync.load).not.toHaveBeenCalled()
  })

  it('starts the sync at once for a change left by an earlier visit', async () => {
    const cart = fakeStore({ loaded: true, dirty: true })
    const sync = fakeSync()
    startCartSyncWhenNeeded(cart.store, sync.load)
    cart.markReady()
    await vi.waitFor(() => expect(sync.startCartSync).toHaveBeenCalledTimes(1))
  })

  it('starts the sync once at the first change, and stops listening to the cart', async () => {
    const cart = fakeStore({ loaded: true, dirty: false })
    const sync = fakeSync()
    startCartSyncWhenNeeded(cart.store, sync.load)
    cart.markReady()
    cart.set({ loaded: true, dirty: true })
    cart.set({ loaded: true, dirty: true })
    await vi.waitFor(() => expect(sync.startCartSync).toHaveBeenCalledTimes(1))
    expect(sync.load).toHaveBeenCalledTimes(1)
    expect(cart.listeners.size).toBe(0)
  })

  it('stops the sync it started, and starts none once stopped', async () => {
    const cart = fakeStore({ loaded: true, dirty: true })
    const sync = fakeSync()
    const stop = startCartSyncWhenNeeded(cart.store, sync.load)
    cart.markReady()
    await vi.waitFor(() => expect(sync.startCartSync).toHaveBeenCalled())
    stop()
    expect(sync.stop).toHaveBeenCalledTimes(1)

    const later = fakeStore({ loaded: true, dirty: false })
    const idle = fakeSync()
    startCartSyncWhenNeeded(later.store, idle.load)()
    later.set({ loaded: true, dirty: true })
    expect(idle.load).not.toHaveBeenCalled()
  })
})

describe('the account’s cart at a sign-in', () => {
  afterEach(() => clearSession())

  function started() {
    const cart = fakeStore({ loaded: true, dirty: false })
    const takeAccountCart = vi.fn(async () => undefined)
    const loadAccountCart = vi.fn(async () => ({ takeAccountCart }))
    const stop = startCartSyncWhenNeeded(cart.store, fakeSync().load, loadAccountCart)
    return { takeAccountCart, loadAccountCart, stop }
  }

  it('is met when a person signs in where nobody was, and when another person signs in', async () => {
    const { takeAccountCart } = started()
    storeSession('token-of-kari', kari)
    await vi.waitFor(() => expect(takeAccountCart).toHaveBeenCalledTimes(1))
    storeSession('token-of-per', { ...kari, id: 'another-person', email: 'per@example.no' })
    await vi.waitFor(() => expect(takeAccountCart).toHaveBeenCalledTimes(2))
  })

  it('is not looked for at a sign-out, at the same person’s session stored again, or once stopped', async () => {
    storeSession('token-of-kari', kari)
    const { loadAccountCart, stop } = started()
    storeSession('fresh-token-of-kari', kari)
    clearSession()
    stop()
    storeSession('token-of-kari', kari)
    expect(loadAccountCart).not.toHaveBeenCalled()
  })
})
