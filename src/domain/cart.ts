/**
 * The cart (spec §3 fields, §4 transitions, §5 add-to-cart rules, §9 totals). Pure functions:
 * every change returns a new cart with its totals recomputed. Money is in øre.
 *
 * A line is one article with one set of options; adding the same article with the same options
 * raises that line's quantity. `lastItemId` counts the lines ever added to this cart.
 */
import { z } from 'zod'
import { mvaOf } from './money'

/** Flat shipping on a cart that is not empty, øre: 25 kr (spec §9). */
export const SHIPPING_ORE = 2500
/** Most pieces of one line, our limit (the quantity input's max). */
export const MAX_LINE_QUANTITY = 999
/** Pieces added when no quantity, or a non-numeric one, is given (spec §5, §9). */
export const DEFAULT_ADD_QUANTITY = 1

export const ERROR_ADD_TO_CART_QUANTITY = 'ERROR_ADD_TO_CART_QUANTITY'
export const ERROR_ADD_TO_CART_OPTIONS = 'ERROR_ADD_TO_CART_OPTIONS'
export type AddToCartError = typeof ERROR_ADD_TO_CART_QUANTITY | typeof ERROR_ADD_TO_CART_OPTIONS

const ore = z.int().nonnegative()
const label = z.string().min(1).max(200)
const articleNumber = z.string().min(1).max(100)

export const cartItemOptionSchema = z.object({ name: label, value: label })

export const cartProductSchema = z.object({
  articleNumber,
  name: z.string().max(500),
  price: ore,
  discount: ore,
  options: z
    .array(
      z.object({
        slug: label,
        name: label,
        values: z.array(z.object({ slug: label, name: label })),
      }),
    )
    .optional(),
})

export const cartItemSchema = z.object({
  articleNumber,
  product: cartProductSchema,
  options: z.array(cartItemOptionSchema),
  /** Unit price after discount, øre. */
  price: ore,
  total: ore,
  quantity: z.int().min(1).max(MAX_LINE_QUANTITY),
})

export const cartTotalSchema = z.object({ title: z.enum(['SHIPPING', 'TAX']), price: ore })

export const cartSchema = z.object({
  /** Empty until the server has created the cart (spec §3). */
  cartId: z.string().max(100),
  lastItemId: z.int().nonnegative(),
  quantity: z.int().nonnegative(),
  items: z.array(cartItemSchema),
  subtotal: ore,
  totals: z.array(cartTotalSchema),
  total: ore,
})

export type CartItemOption = z.infer<typeof cartItemOptionSchema>
export type CartProduct = z.infer<typeof cartProductSchema>
export type CartItem = z.infer<typeof cartItemSchema>
export type CartTotal = z.infer<typeof cartTotalSchema>
export type Cart = z.infer<typeof cartSchema>
export type CartSums = Pick<Cart, 'quantity' | 'subtotal' | 'totals' | 'total'>
export type AddToCartResult = { ok: true; cart: Cart } | { ok: false; error: AddToCartError }
/** A new quantity for the lines of an article (only the line with `options`, when given). */
export type QuantityUpdate = { articleNumber: string; quantity: number; options?: CartItemOption[] }

/**
 * subtotal = Σ line totals; shipping = 25 kr if there is a line; tax (MVA) = round(subtotal ×
 * 0.25); total = subtotal + shipping + tax. An empty cart has no total lines at all.
 */
export function computeTotals(items: readonly CartItem[]): CartSums {
  const quantity = items.reduce((sum, item) => sum + item.quantity, 0)
  const subtotal = items.reduce((sum, item) => sum + item.total, 0)
  if (items.length === 0) return { quantity, subtotal, totals: [], total: subtotal }
  const totals: CartTotal[] = [
    { title: 'SHIPPING', price: SHIPPING_ORE },
    { title: 'TAX', price: mvaOf(subtotal) },
  ]
  return { quantity, subtotal, totals, total: subtotal + SHIPPING_ORE + mvaOf(subtotal) }
}

export function emptyCart(): Cart {
  return { cartId: '', lastItemId: 0, items: [], ...computeTotals([]) }
}

export const resetCart = emptyCart

/** The quantity to add: 1 when missing or non-numeric, null when not a whole 1–999. */
export function parseQuantity(input: unknown): number | null {
  const text = typeof input === 'string' ? input.trim() : undefined
  const value = text !== undefined && text !== '' ? Number(text) : input
  if (typeof value !== 'number' || Number.isNaN(value)) return DEFAULT_ADD_QUANTITY
  return Number.isInteger(value) && value >= 1 && value <= MAX_LINE_QUANTITY ? value : null
}

/**
 * Adds pieces of a product (spec §4, §5): raises the line with the same article and options,
 * else appends a line. Options are matched by slug or name and stored by the product's names.
 */
export function addToCart(
  cart: Cart,
  product: CartProduct,
  options: readonly CartItemOption[] = [],
  quantity?: unknown,
): AddToCartResult {
  const count = parseQuantity(quantity)
  if (count === null) return { ok: false, error: ERROR_ADD_TO_CART_QUANTITY }
  const chosen = resolveOptions(product, options)
  if (chosen === null) return { ok: false, error: ERROR_ADD_TO_CART_OPTIONS }

  const index = cart.items.findIndex((item) => isLine(item, product.articleNumber, chosen))
  if (index === -1) {
    const items = [...cart.items, makeItem(product, chosen, count)]
    return { ok: true, cart: withItems({ ...cart, lastItemId: cart.lastItemId + 1 }, items) }
  }
  const raised = cart.items[index].quantity + count
  if (raised > MAX_LINE_QUANTITY) return { ok: false, error: ERROR_ADD_TO_CART_QUANTITY }
  const items = cart.items.map((item, i) =>
    i === index ? makeItem(product, chosen, raised) : item,
  )
  return { ok: true, cart: withItems(cart, items) }
}

/** Removes the lines of an article (only the one with `options`, when given). */
export function removeFromCart(
  cart: Cart,
  articleNumber: string,
  options?: readonly CartItemOption[],
): Cart {
  return withItems(
    cart,
    cart.items.filter((item) => !isLine(item, articleNumber, options)),
  )
}

/** Replaces line quantities; a quantity that is not a whole number ≥ 1 is ignored, >999 clamped. */
export function updateQuantities(cart: Cart, updates: readonly QuantityUpdate[]): Cart {
  const items = cart.items.map((item) => {
    const update = updates.findLast((u) => isLine(item, u.articleNumber, u.options))
    if (!update || !Number.isInteger(update.quantity) || update.quantity < 1) return item
    return makeItem(item.product, item.options, Math.min(update.quantity, MAX_LINE_QUANTITY))
  })
  return withItems(cart, items)
}

/** Takes the server's cart id and lines (spec §4: after a sync), recomputing every sum. */
export function setCart(cart: Cart, next: { cartId: string; items: readonly CartItem[] }): Cart {
  const items = next.items.map((item) => makeItem(item.product, item.options, item.quantity))
  const lastItemId = Math.max(cart.lastItemId, items.length)
  return withItems({ ...cart, cartId: next.cartId, lastItemId }, items)
}

function withItems(cart: Cart, items: CartItem[]): Cart {
  return { ...cart, items, ...computeTotals(items) }
}

function makeItem(product: CartProduct, options: CartItemOption[], quantity: number): CartItem {
  const price = Math.max(0, product.price - product.discount)
  const { articleNumber } = product
  return { articleNumber, product, options, price, total: price * quantity, quantity }
}

function isLine(item: CartItem, articleNumber: string, options?: readonly CartItemOption[]) {
  return item.articleNumber === articleNumber && (!options || sameOptions(item.options, options))
}

function sameOptions(a: readonly CartItemOption[], b: readonly CartItemOption[]): boolean {
  const has = (list: readonly CartItemOption[], o: CartItemOption) =>
    list.some((x) => x.name === o.name && x.value === o.value)
  return a.length === b.length && a.every((o) => has(b, o))
}

/**
 * The chosen options as the product names them, in the product's order, or null when one
 * names an option (by slug or name) or a value the product lacks, or an option twice.
 */
function resolveOptions(product: CartProduct, chosen: readonly CartItemOption[]) {
  const productOptions = product.options ?? []
  const picked = new Map<number, CartItemOption>()
  for (const choice of chosen) {
    const index = productOptions.findIndex((o) => o.slug === choice.name || o.name === choice.name)
    const option = productOptions[index]
    const value = option?.values.find((v) => v.slug === choice.value || v.name === choice.value)
    if (!value || picked.has(index)) return null
    picked.set(index, { name: option.name, value: value.name })
  }
  return [...picked.entries()].sort(([a], [b]) => a - b).map(([, option]) => option)
}
