/**
 * The cart and its totals, pure: every change returns a new cart. Prices include 25 % MVA
 * (prisopplysningsforskriften § 3), so TAX shows the MVA the total contains, never added on top.
 * Free of zod so the header can use it; the request/answer schemas are in cart-schema.ts.
 */
import { MAX_INT4 } from './int4'
import { mvaContainedIn } from './mva'
import { isStockStatus, type StockStatus } from './stock-status'

export const SHIPPING_ORE = 2500
export const MAX_LINE_QUANTITY = 999
export const MAX_CART_LINES = 100
export const DEFAULT_ADD_QUANTITY = 1

export const ERROR_ADD_TO_CART_QUANTITY = 'ERROR_ADD_TO_CART_QUANTITY'
export const ERROR_ADD_TO_CART_OPTIONS = 'ERROR_ADD_TO_CART_OPTIONS'
export const ERROR_CART_FULL = 'ERROR_CART_FULL'
export type AddToCartError =
  | typeof ERROR_ADD_TO_CART_QUANTITY
  | typeof ERROR_ADD_TO_CART_OPTIONS
  | typeof ERROR_CART_FULL

export const CART_TEXT_LIMITS = { label: 200, articleNumber: 100, name: 500, url: 2000 } as const

export interface CartItemOption {
  name: string
  value: string
}

export interface CartProductOption {
  slug: string
  name: string
  values: { slug: string; name: string }[]
}

/** Only the device trusts these prices; the server prices every line from the catalogue. */
export interface CartProduct {
  /** Not the article number: two brands may print the same number. */
  articleId: number
  articleNumber: string
  mfrName: string
  name: string
  price: number
  discount: number
  options?: CartProductOption[]
  image?: string
  availability?: StockStatus
  /** The quantity is capped at it; absent means no limit known. */
  stock?: number
}

export interface CartItem {
  articleId: number
  articleNumber: string
  product: CartProduct
  options: CartItemOption[]
  price: number
  total: number
  quantity: number
}

export function isSoldOutLine(item: Pick<CartItem, 'product'>): boolean {
  return item.product.availability === 'out-of-stock'
}

export interface CartTotal {
  title: 'SHIPPING' | 'TAX'
  price: number
}

export interface Cart {
  cartId: string
  lastItemId: number
  quantity: number
  items: CartItem[]
  subtotal: number
  totals: CartTotal[]
  total: number
}

export type CartSums = Pick<Cart, 'quantity' | 'subtotal' | 'totals' | 'total'>
export type AddToCartResult = { ok: true; cart: Cart } | { ok: false; error: AddToCartError }
export interface QuantityUpdate {
  articleId: number
  quantity: number
  options?: CartItemOption[]
}

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

export function shippingOf(cart: Pick<Cart, 'totals'>): number {
  return cart.totals.find((line) => line.title === 'SHIPPING')?.price ?? 0
}

export function taxOf(cart: Pick<Cart, 'totals'>): number {
  return cart.totals.find((line) => line.title === 'TAX')?.price ?? 0
}

export function emptyCart(): Cart {
  return { cartId: '', lastItemId: 0, items: [], ...computeTotals([]) }
}

export const resetCart = emptyCart

export function parseQuantity(input: unknown): number | null {
  const text = typeof input === 'string' ? input.trim() : undefined
  const value = text !== undefined && text !== '' ? Number(text) : input
  if (typeof value !== 'number' || Number.isNaN(value)) return DEFAULT_ADD_QUANTITY
  return Number.isInteger(value) && value >= 1 && value <= MAX_LINE_QUANTITY ? value : null
}

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
  const items = cart.items.map((item, i) =>
    i === index ? makeItem(product, chosen, raised) : item,
  )
  return { ok: true, cart: withItems(cart, items) }
}

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

export function updateQuantities(cart: Cart, updates: readonly QuantityUpdate[]): Cart {
  const items = cart.items.map((item) => {
    const update = updates.findLast((u) => isLine(item, u.articleId, u.options))
    if (!update || !Number.isInteger(update.quantity) || update.quantity < 1) return item
    return makeItem(item.product, item.options, Math.min(update.quantity, MAX_LINE_QUANTITY))
  })
  return withItems(cart, items)
}

/** Line quantities are held to 1–999 whatever the server's answer says. */
export function setCart(cart: Cart, next: { cartId: string; items: readonly CartItem[] }): Cart {
  const items = next.items.map((item) =>
    makeItem(item.product, item.options, clampLineQuantity(item.quantity)),
  )
  const lastItemId = Math.max(cart.lastItemId, items.length)
  return withItems({ ...cart, cartId: next.cartId, lastItemId }, items)
}

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

/** Hand-written, not zod: it runs at start for the header. Malformed lines are dropped. */
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
