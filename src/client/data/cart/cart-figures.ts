/**
 * The header's two cart figures without the cart's own code, which loads in a chunk of its own
 * at start and feeds them, so the front page's up-front JS stays within budget.
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

export function useCartFigures(): CartFigures {
  return useSyncExternalStore(
    subscribe,
    () => figures,
    () => NONE,
  )
}
