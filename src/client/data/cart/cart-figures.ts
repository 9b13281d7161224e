/**
 * The two figures the header shows at once — pieces in the cart and its total, øre — without
 * the cart's own code: the cart store (its rules, its storage) loads in a chunk of its own as
 * soon as the app starts and feeds them. Reading the cart from IndexedDB is asynchronous
 * anyway, so the counter waits no longer; the front page's up-front JS stays within budget.
 */
import { useSyncExternalStore } from 'react'

export interface CartFigures {
  quantity: number
  total: number
}

const NONE: CartFigures = { quantity: 0, total: 0 }
let figures = NONE
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

if (typeof window !== 'undefined') {
  import('./cart')
    .then(({ cartStore }) => {
      const follow = () => {
        const { quantity, total } = cartStore.getSnapshot().cart
        if (quantity === figures.quantity && total === figures.total) return
        figures = { quantity, total }
        for (const listener of listeners) listener()
      }
      cartStore.subscribe(follow)
      follow()
    })
    .catch((error: unknown) => {
      // The chunk could not load (a deploy removed it, no network and no service worker yet):
      // the header shows an empty cart; the cart page still loads the store itself.
      console.warn('The cart could not be read:', error)
    })
}

/** Pieces in the cart and its total, for the header's counters. */
export function useCartFigures(): CartFigures {
  return useSyncExternalStore(
    subscribe,
    () => figures,
    () => NONE,
  )
}
