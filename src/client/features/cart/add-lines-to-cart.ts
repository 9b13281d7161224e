import type { CartProduct } from '../../../domain/cart'
import { cartStore } from '../../data/cart/cart'

export interface LineToAdd {
  product: CartProduct
  quantity: number
}

/**
 * Puts several lines into this device's cart, as adding each by hand would (a line of an
 * article already there raises its quantity); the sync sends them when there is a network.
 * Says which were taken and which the cart refused (a full cart, too many pieces).
 */
export async function addLinesToCart(
  lines: readonly LineToAdd[],
): Promise<{ added: number; refused: number }> {
  let added = 0
  for (const line of lines) {
    const result = await cartStore.add(line.product, line.quantity)
    if (result.ok) added++
  }
  return { added, refused: lines.length - added }
}
