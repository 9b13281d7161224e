/**
 * Where the cart's sync stands, for the status line on /cart and in the cart dropdown. The
 * sync (cart-sync.ts, loaded after the first paint) reports its phase here; this module has no
 * dependencies, so the pages showing the line do not pull the sync machine in.
 */
import { useSyncExternalStore } from 'react'
import { useCart } from './cart'

export type SyncPhase = 'idle' | 'waiting' | 'sending' | 'offline' | 'failed' | 'outdated'

let phase: SyncPhase = 'idle'
const listeners = new Set<() => void>()

export function reportSyncPhase(next: SyncPhase): void {
  if (next === phase) return
  phase = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * - `synced`: the server has the device's cart;
 * - `pending`: saved on this device, about to be sent;
 * - `sending`: being sent;
 * - `offline`: saved on this device, sent when the network is back;
 * - `retrying`: online, but the shop did not take it (a 5xx, no answer): tried again soon;
 * - `failed`: the server refused it (sent again at the next change);
 * - `outdated`: the server wants a newer app (426) before it takes the cart;
 * - `none`: nothing to say (an empty cart never sent anywhere, or not read yet).
 */
export type CartSyncStatus =
  | 'none'
  | 'synced'
  | 'pending'
  | 'sending'
  | 'offline'
  | 'retrying'
  | 'failed'
  | 'outdated'

export function syncStatusOf(
  current: SyncPhase,
  cart: { dirty: boolean; loaded: boolean; cartId: string; lines: number },
): CartSyncStatus {
  if (!cart.loaded) return 'none'
  if (current === 'sending') return 'sending'
  if (!cart.dirty) return cart.cartId || cart.lines > 0 ? 'synced' : 'none'
  if (current === 'offline') return 'offline'
  if (current === 'waiting') return 'retrying'
  if (current === 'failed') return 'failed'
  if (current === 'outdated') return 'outdated'
  return 'pending'
}

export function useCartSyncStatus(): CartSyncStatus {
  const current = useSyncExternalStore(
    subscribe,
    () => phase,
    () => phase,
  )
  const { dirty, loaded, cart } = useCart()
  return syncStatusOf(current, { dirty, loaded, cartId: cart.cartId, lines: cart.items.length })
}
