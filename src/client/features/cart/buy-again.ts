/**
 * The normal way: the cart sync sends them, and the server prices them from the catalogue.
 */
import { type BuyAgainLine, todaysPrice } from '../../../domain/buy-again'
import type { CartProduct } from '../../../domain/cart'
import type { Article } from '../../../domain/article-schema'
import { cartStore } from '../../data/cart/cart'
import { cartProductFrom } from '../../data/cart/cart-product'

export interface BuyAgainReport {
  added: BuyAgainLine[]
  repriced: { line: BuyAgainLine; was: number; now: number }[]
  unavailable: BuyAgainLine[]
  /** The cart is full, or the line would pass 999 pieces. */
  refused: BuyAgainLine[]
}

type AddToCart = (product: CartProduct, quantity: number) => Promise<{ ok: boolean }>

const addToCart: AddToCart = (product, quantity) => cartStore.add(product, quantity)

export async function buyAgain(
  lines: readonly BuyAgainLine[],
  add: AddToCart = addToCart,
): Promise<BuyAgainReport> {
  const report: BuyAgainReport = { added: [], repriced: [], unavailable: [], refused: [] }
  for (const line of lines) {
    const article: Article | null = line.article
    if (!article || line.problem) {
      report.unavailable.push(line)
      continue
    }
    const result = await add(cartProductFrom(article), line.quantity)
    if (!result.ok) {
      report.refused.push(line)
      continue
    }
    report.added.push(line)
    const now = todaysPrice(article)
    if (now !== line.orderedPrice) report.repriced.push({ line, was: line.orderedPrice, now })
  }
  return report
}
