/**
 * When the cart sync (cart-sync.ts, and XState with it) is loaded and started: once the cart
 * has a change the server has not got — at once for one left by an earlier visit (offline,
 * closed mid-request), otherwise at the cart's first change. A visit that changes nothing in
 * the cart loads none of it. Started once, after the first paint (main.tsx).
 *
 * From then on, a person signing in on this device meets the account's cart (account-cart.ts,
 * loaded at that moment).
 */
import { readStoredUser, readToken, subscribeToken } from '../../lib/session-token'
import type { CartStore } from './cart-store'

type Store = Pick<CartStore, 'getSnapshot' | 'subscribe' | 'ready'>

/** Starts the sync as soon as `store` is dirty; returns a stop function (for both). */
export function startCartSyncWhenNeeded(
  store: Store,
  loadSync: () => Promise<{ startCartSync: () => () => void }> = () => import('./cart-sync'),
  loadAccountCart: () => Promise<{ takeAccountCart: () => Promise<unknown> }> = () =>
    import('./account-cart'),
): () => void {
  let state: 'watching' | 'starting' | 'stopped' = 'watching'
  let stopSync = () => {}
  const check = () => {
    const { loaded, dirty } = store.getSnapshot()
    if (state !== 'watching' || !loaded || !dirty) return
    state = 'starting'
    unsubscribe()
    void loadSync().then((sync) => {
      if (state === 'starting') stopSync = sync.startCartSync()
    })
  }
  const unsubscribe = store.subscribe(check)
  void store.ready().then(check)
  const stopWatchingSignIns = whenPersonSignsIn(
    () => void loadAccountCart().then((accountCart) => accountCart.takeAccountCart()),
  )
  return () => {
    state = 'stopped'
    unsubscribe()
    stopWatchingSignIns()
    stopSync()
  }
}

/**
 * Calls `listener` when a person signs in where nobody, or somebody else, was signed in (here
 * or in another tab); not when the same person's session is stored again.
 */
export function whenPersonSignsIn(listener: () => void): () => void {
  const holder = () => {
    const token = readToken()
    return { token, userId: token ? (readStoredUser()?.id ?? null) : null }
  }
  let held = holder()
  return subscribeToken(() => {
    const next = holder()
    const samePerson = held.userId !== null && next.userId === held.userId
    const arrived = next.token !== null && next.token !== held.token && !samePerson
    held = next
    if (arrived) listener()
  })
}
