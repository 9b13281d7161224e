/**
 * The cart: its lines, add-to-cart rules and totals. Pure functions:
 * every change returns a new cart with its totals recomputed. Money is in øre.
 *
 * A line is one article (by `articleId`: two brands may print the same number) with one set of
 * options; adding the same article with the same options raises that line's quantity.
 * `lastItemId` counts the lines ever added to this cart.
 *
 * Prices include MVA: the catalogue's prices are consumer prices incl. 25 % MVA (Norwegian
 * price law, prisopplysningsforskriften § 3), and the 25 kr shipping is too. So the total is lines + shipping, and the TAX line shows the MVA that total
 * already contains — it is never added on top.
 *
 * Free of the schema library so the header's counter and dropdown can use it; the zod schemas
 * for requests and answers are in cart-schema.ts.
 */
import { MAX_INT4 } from './int4'
import { mvaContainedIn } from './mva'
import { isStockStatus, type StockStatus } from './stock-status'

/** Flat shipping on a cart that is not empty, øre incl. MVA: 25 kr. */
export const SHIPPING_ORE = 2500
/** Most pieces of one line (quantities capped 1–999; the quantity input's max). */
export const MAX_LINE_QUANTITY = 999
/** Most lines in one cart: a workshop's order, not a warehouse's; keeps a stored cart small. */
export const MAX_CART_LINES = 100
/** Pieces added when no quantity, or a non-numeric one, is given. */
export const DEFAULT_ADD_QUANTITY = 1

export const ERROR_ADD_TO_CART_QUANTITY = 'ERROR_ADD_TO_CART_QUANTITY'
export const ERROR_ADD_TO_CART_OPTIONS = 'ERROR_ADD_TO_CART_OPTIONS'
/** Our own: a new line would pass `MAX_CART_LINES`. */
export const ERROR_CART_FULL = 'ERROR_CART_FULL'
export type AddToCartError =
  | typeof ERROR_ADD_TO_CART_QUANTITY
  | typeof ERROR_ADD_TO_CART_OPTIONS
  | typeof ERROR_CART_FULL

/** Longest option name or value, article number and product name kept (the schema's limits). */
export const CART_TEXT_LIMITS = { label: 200, articleNumber: 100, name: 500, url: 2000 } as const

/** A chosen option of a line, by the product's names: `{ name: 'Lengde', value: '600 mm' }`. */
export interface CartItemOption {
  name: string
  value: string
}

/** An option a product offers (slug, name and values with slug and name). */
export interface CartProductOption {
  slug: string
  name: string
  values: { slug: string; name: string }[]
}

/**
 * The product as the shopper saw it when adding it. Only the device trusts these prices; the
 * server prices every line from the catalogue.
 */
export interface CartProduct {
  /** The catalogue's article: what the server prices the line by. */
  articleId: number
  articleNumber: string
  /** The brand, as the catalogue spells it: "BOSCH". */
  mfrName: string
  /** Brand and part name as shown, "BOSCH Bremseklosser". */
  name: string
  /** Øre incl. MVA. */
  price: number
  /** Øre incl. MVA, subtracted from `price`. */
  discount: number
  options?: CartProductOption[]
  /** Picture for the cart's lines (the catalogue's `imageURL400`). */
  image?: string
  /** The stock as last seen: when added, then as the server priced the line. */
  availability?: StockStatus
  /** Pieces left when last seen (absent: no limit known); the quantity is capped at it. */
  stock?: number
}

export interface CartItem {
  articleId: number
  articleNumber: string
  product: CartProduct
  options: CartItemOption[]
  /** Unit price after discount, øre incl. MVA. */
  price: number
  /** `price × quantity`, øre. */
  total: number
  quantity: number
}

/** A line whose article was sold out when last seen: the server refuses an order with it. */
export function isSoldOutLine(item: Pick<CartItem, 'product'>): boolean {
  return item.product.availability === 'out-of-stock'
}

export interface CartTotal {
  title: 'SHIPPING' | 'TAX'
  /** Øre. SHIPPING is charged; TAX is the MVA contained in the total, shown, not added. */
  price: number
}

export interface Cart {
  /** Empty until the server has created the cart. */
  cartId: string
  lastItemId: number
  /** Pieces in the cart (the header's counter). */
  quantity: number
  items: CartItem[]
  /** Σ line totals, øre incl. MVA. */
  subtotal: number
  totals: CartTotal[]
  /** What the shopper pays: subtotal + shipping, øre incl. MVA. */
  total: number
}

export type CartSums = Pick<Cart, 'quantity' | 'subtotal' | 'totals' | 'total'>
export type AddToCartResult = { ok: true; cart: Cart } | { ok: false; error: AddToCartError }
/** A new quantity for the lines of an article (only the line with `options`, when given). */
export interface QuantityUpdate {
  articleId: number
  quantity: number
  options?: CartItemOption[]
}

/**
 * subtotal = Σ line totals; shipping = 25 kr if there is a line; total = subtotal + shipping;
 * tax (MVA, included) = the MVA the total contains (mva.ts). An empty cart has no total lines.
 */
export function computeTotals(items: readonly CartItem[]): CartSums {
  const quantity = items.reduce((sum, item) => sum + item.quantity, 0)
  const subtotal = items.reduce((sum, item) => sum + item.total, 0)
  if (items.length === 0) return { quantity, subtotal, totals: [], total: subtotal }
  const total = subtotal + SHIPPING_ORE
  const totals: CartTotal[] = [
    { title: 'SHIPPING', price: SHIPPING_ORE },
    { title: 'TAX', price: mvaContainedIn(total) },
  ]
  return { quantity, subtotal, totals, total }
}

/** Shipping charged on the cart, øre (0 when empty). */
export function shippingOf(cart: Pick<Cart, 'totals'>): number {
  return cart.totals.find((line) => line.title === 'SHIPPING')?.price ?? 0
}

/** The MVA the cart's total contains, øre (0 when empty). */
export function taxOf(cart: Pick<Cart, 'totals'>): number {
  return cart.totals.find((line) => line.title === 'TAX')?.price ?? 0
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
 * Adds pieces of a product: raises the line with the same article and options,
 * else appends a line. Options are matched by slug or name and stored by the product's names.
 * A line never passes 999 pieces: such an add is refused with the quantity error.
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

  const index = cart.items.findIndex((item) => isLine(item, product.articleId, chosen))
  if (index === -1) {
    if (cart.items.length >= MAX_CART_LINES) return { ok: false, error: ERROR_CART_FULL }
    const items = [...cart.items, makeItem(product, chosen, count)]
    return { ok: true, cart: withItems({ ...cart, lastItemId: cart.lastItemId + 1 }, items) }
  }
  const raised = cart.items[index].quantity + count
  if (raised > MAX_LINE_QUANTITY) return { ok: false, error: ERROR_ADD_TO_CART_QUANTITY }
  // The line takes the product as shown now (its price may have changed since).
  const items = cart.items.map((item, i) =>
    i === index ? makeItem(product, chosen, raised) : item,
  )
  return { ok: true, cart: withItems(cart, items) }
}

/** Removes the lines of an article (only the one with `options`, when given). */
export function removeFromCart(
  cart: Cart,
  articleId: number,
  options?: readonly CartItemOption[],
): Cart {
  return withItems(
    cart,
    cart.items.filter((item) => !isLine(item, articleId, options)),
  )
}

/** Replaces line quantities; a quantity that is not a whole number ≥ 1 is ignored, >999 clamped. */
export function updateQuantities(cart: Cart, updates: readonly QuantityUpdate[]): Cart {
  const items = cart.items.map((item) => {
    const update = updates.findLast((u) => isLine(item, u.articleId, u.options))
    if (!update || !Number.isInteger(update.quantity) || update.quantity < 1) return item
    return makeItem(item.product, item.options, Math.min(update.quantity, MAX_LINE_QUANTITY))
  })
  return withItems(cart, items)
}

/**
 * Takes the server's cart id and lines (after a sync), recomputing every sum; line
 * quantities are held to 1–999 whatever the answer says.
 */
export function setCart(cart: Cart, next: { cartId: string; items: readonly CartItem[] }): Cart {
  const items = next.items.map((item) =>
    makeItem(item.product, item.options, clampLineQuantity(item.quantity)),
  )
  const lastItemId = Math.max(cart.lastItemId, items.length)
  return withItems({ ...cart, cartId: next.cartId, lastItemId }, items)
}

/** Whether two carts hold the same lines with the same quantities and unit prices. */
export function sameLines(a: Cart, b: Cart): boolean {
  if (a.items.length !== b.items.length) return false
  return a.items.every((item, i) => {
    const other = b.items[i]
    return (
      isLine(other, item.articleId, item.options) &&
      other.quantity === item.quantity &&
      other.price === item.price
    )
  })
}

/**
 * A cart read back from storage (or any untrusted copy), rebuilt line by line from products,
 * options and quantities so every sum is recomputed; malformed lines are dropped, and `null`
 * means the value is not a cart at all. A line without an article id is malformed too (the
 * device store migrates lines kept before ids first). Hand-written (not zod): it runs at start
 * for the header.
 */
export function cartFromStored(value: unknown): Cart | null {
  if (!isRecord(value) || !Array.isArray(value.items)) return null
  const cartId =
    typeof value.cartId === 'string' && value.cartId.length <= CART_TEXT_LIMITS.articleNumber
      ? value.cartId
      : ''
  const items: CartItem[] = []
  for (const item of value.items.slice(0, MAX_CART_LINES)) {
    if (!isRecord(item)) continue
    const { product, options, quantity } = item
    if (!isCartProduct(product) || !isOptionList(options)) continue
    if (!Number.isInteger(quantity) || (quantity as number) < 1) continue
    if (items.some((line) => isLine(line, product.articleId, options))) continue
    items.push(makeItem(product, options, clampLineQuantity(quantity as number)))
  }
  const stored = Number.isSafeInteger(value.lastItemId) ? (value.lastItemId as number) : 0
  return withItems({ ...emptyCart(), cartId, lastItemId: Math.max(stored, items.length) }, items)
}

function withItems(cart: Cart, items: CartItem[]): Cart {
  return { ...cart, items, ...computeTotals(items) }
}

function clampLineQuantity(quantity: number): number {
  return Math.min(Math.max(Math.trunc(quantity) || 1, 1), MAX_LINE_QUANTITY)
}

function makeItem(product: CartProduct, options: CartItemOption[], quantity: number): CartItem {
  const price = Math.max(0, product.price - product.discount)
  const { articleId, articleNumber } = product
  return { articleId, articleNumber, product, options, price, total: price * quantity, quantity }
}

function isLine(item: CartItem, articleId: number, options?: readonly CartItemOption[]) {
  return item.articleId === articleId && (!options || sameOptions(item.options, options))
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

const isText = (value: unknown, max: number, min = 1): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max
const isOre = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0
const isArticleId = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= MAX_INT4

/** A record whose every named field is a label: a non-empty text of a label's length at most. */
const hasLabels = (value: unknown, ...keys: string[]): value is Record<string, unknown> =>
  isRecord(value) && keys.every((key) => isText(value[key], CART_TEXT_LIMITS.label))

function isOptionList(value: unknown): value is CartItemOption[] {
  return Array.isArray(value) && value.every((o) => hasLabels(o, 'name', 'value'))
}

function isProductOption(value: unknown): value is CartProductOption {
  return (
    hasLabels(value, 'slug', 'name') &&
    Array.isArray(value.values) &&
    value.values.every((v) => hasLabels(v, 'slug', 'name'))
  )
}

function isCartProduct(value: unknown): value is CartProduct {
  return (
    isRecord(value) &&
    isArticleId(value.articleId) &&
    isText(value.articleNumber, CART_TEXT_LIMITS.articleNumber) &&
    isText(value.mfrName, CART_TEXT_LIMITS.label) &&
    isText(value.name, CART_TEXT_LIMITS.name, 0) &&
    isOre(value.price) &&
    isOre(value.discount) &&
    (value.options === undefined ||
      (Array.isArray(value.options) && value.options.every(isProductOption))) &&
    (value.image === undefined || isText(value.image, CART_TEXT_LIMITS.url)) &&
    (value.availability === undefined || isStockStatus(value.availability)) &&
    (value.stock === undefined || (Number.isInteger(value.stock) && (value.stock as number) >= 0))
  )
}
