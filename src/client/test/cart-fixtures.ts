import type { CartProduct } from '../../domain/cart'
import type { CartStoreDeps } from '../data/cart/cart-store'

export const pads: CartProduct = {
  articleId: 100,
  articleNumber: 'BP-100',
  mfrName: 'BOSCH',
  name: 'Bremseklosser',
  price: 49_900,
  discount: 0,
}
export const wiper: CartProduct = {
  articleId: 60,
  articleNumber: 'WB-60',
  mfrName: 'VALEO',
  name: 'Vindusvisker',
  price: 19_900,
  discount: 0,
}

/** The cart store's storage under test: a map that copies what goes in and out. */
export function cartStorage(
  data = new Map<string, unknown>(),
): CartStoreDeps['storage'] & { data: Map<string, unknown> } {
  return {
    data,
    get: async (key) => structuredClone(data.get(key)),
    set: async (key, value) => {
      data.set(key, structuredClone(value))
    },
    del: async (key) => {
      data.delete(key)
    },
  }
}
