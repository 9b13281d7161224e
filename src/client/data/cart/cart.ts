/**
 * Read as soon as this module loads (the header imports it), and again when another tab changed it.
 */
import { useSyncExternalStore } from 'react'
import { whenAccountLeaves } from '../../offline/account-leaves'
import { idbStore } from '../../offline/idb-store'
import { CART_NOT_LOADED, type CartSnapshot, CartStore } from './cart-store'

const CHANNEL = 'delelager-cart'

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL)

export const cartStore = new CartStore({
  storage: idbStore,
  broadcast: () => channel?.postMessage('changed'),
})

if (typeof window !== 'undefined') {
  void cartStore.load()
  channel?.addEventListener('message', () => void cartStore.load())
  // The cart is its person's (the account keeps it): the next one starts empty.
  whenAccountLeaves(() => void cartStore.forget())
}

export function useCart(): CartSnapshot {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, () => CART_NOT_LOADED)
}
