/**
 * When the cart sync (cart-sync.ts, and XState with it) is loaded and started: once the cart
 * has a change the server has not got — at once for one left by an earlier visit (offline,
 * closed mid-request), otherwise at the cart's first change. A visit that changes nothing in
 * the cart loads none of it. Started once, after the first paint (main.tsx).
 */
import type { CartStore } from './cart-store'

type Store = Pick<CartStore, 'getSnapshot' | 'subscribe' | 'ready'>

/** Starts the sync as soon as `store` is dirty; returns a stop function (for both). */
export function startCartSyncWhenNeeded(
  store: Store,
  loadSync: () => Promise<{ startCartSync: () => () => void }> = () => import('./cart-sync'),
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
  return () => {
    state = 'stopped'
    unsubscribe()
    stopSync()
  }
}
