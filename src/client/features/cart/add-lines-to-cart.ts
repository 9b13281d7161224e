import type { CartProduct } from '../../../domain/cart'
import { cartStore } from '../../data/cart/cart'

export interface LineToAdd {
  product: CartProduct
  quantity: number
}

/** As adding each by hand would: a line of an article already there raises its quantity. */
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
