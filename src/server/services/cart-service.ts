// Lines are priced from the catalogue by article id (brands share numbers), never from the device's
// prices. Each write's Idempotency-Key and answer are stored in its transaction with the cart
// locked, so a replay is applied once; last writer wins for the whole cart.
import { createHash, randomUUID } from 'node:crypto'
import type { User } from '../../domain/account'
import {
  addToCart,
  CART_TEXT_LIMITS,
  type Cart,
  type CartItemOption,
  type CartProduct,
  emptyCart,
} from '../../domain/cart'
import type {
  CartAnswer,
  CartDropReason,
  CartLineRequest,
  DroppedLine,
} from '../../domain/cart-schema'
import type { Locale } from '../../domain/locale'
import type { AppDatabase } from '../db/database'
import { articlesByIds } from '../db/repositories/articles-repository'
import {
  type CartRow,
  type CartTx,
  claimCart,
  claimCartRequest,
  findCartWithLines,
  findCartRequest,
  findLatestOpenCartId,
  insertCart,
  lockCart,
  pruneCartRequests,
  replaceCartLines,
  type StoredLine,
  type StoredRequest,
  setCartVersion,
} from '../db/repositories/cart-repository'
import { HttpError, unauthorized } from '../http-errors'
import type { Article } from '../providers/catalogue/catalogue-port'

export const CART_REQUEST_RETENTION_DAYS = 7

export interface CartCaller {
  user: User | null
  sentToken: boolean
}

export interface CartWriteResult {
  answer: CartAnswer
  replayed: boolean
}

export const cartNotFound = () => new HttpError(404, 'CART_NOT_FOUND', 'There is no such cart.')

const keyReused = () =>
  new HttpError(
    422,
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was used for a different request. Use a new key for a new change.',
  )

/** Rolls the transaction back when another request holds the key. */
class KeyTaken extends Error {}

const DROP_MESSAGES: Record<CartDropReason, string> = {
  UNKNOWN_ARTICLE: 'The catalogue has no such article; the line was removed.',
  NOT_FOR_SALE: 'The shop does not sell this article at the moment; the line was removed.',
  OPTIONS_NOT_OFFERED: 'The article does not offer the chosen options; the line was removed.',
  DUPLICATE_LINE: 'An earlier line holds the same article; this line was removed.',
}

export interface PricedCart {
  cart: Cart
  lines: StoredLine[]
  dropped: DroppedLine[]
  articles: ReadonlyMap<number, Article>
}

function productOf(article: Article): CartProduct {
  const image = article.images[0]?.imageURL400
  return {
    articleId: article.articleId,
    articleNumber: article.articleNumber,
    mfrName: article.mfrName.slice(0, CART_TEXT_LIMITS.label),
    // As the client names products (features/product/components/product-name.ts).
    name: `${article.mfrName} ${article.articleName}`.trim().slice(0, CART_TEXT_LIMITS.name),
    price: article.price,
    discount: article.discount,
    ...(image && image.length <= CART_TEXT_LIMITS.url ? { image } : {}),
    ...(article.availability && { availability: article.availability }),
    ...(article.stock !== undefined && { stock: article.stock }),
  }
}

export type PricedLine = Pick<CartLineRequest, 'articleId' | 'articleNumber' | 'quantity'> & {
  options: CartItemOption[]
}

export async function priceLines(
  db: AppDatabase,
  wanted: readonly PricedLine[],
  lang: Locale,
): Promise<PricedCart> {
  const found = await articlesByIds(db, [...new Set(wanted.map((line) => line.articleId))], lang)
  const byId = new Map(found.map((article) => [article.articleId, article]))

  let cart = emptyCart()
  const lines: StoredLine[] = []
  const dropped: DroppedLine[] = []
  for (const line of wanted) {
    const article = byId.get(line.articleId)
    const added = addLine(cart, article, line)
    if (added.ok) {
      cart = added.cart
      lines.push({ articleId: added.articleId, quantity: line.quantity })
      continue
    }
    const { reason } = added
    const articleNumber = line.articleNumber ?? article?.articleNumber
    dropped.push({
      ...(articleNumber !== undefined && { articleNumber }),
      articleId: line.articleId,
      reason,
      message: DROP_MESSAGES[reason],
    })
  }
  return { cart, lines, dropped, articles: byId }
}

function addLine(
  cart: Cart,
  article: Article | undefined,
  line: PricedLine,
): { ok: true; cart: Cart; articleId: number } | { ok: false; reason: CartDropReason } {
  if (!article) return { ok: false, reason: 'UNKNOWN_ARTICLE' }
  if (!article.available) return { ok: false, reason: 'NOT_FOR_SALE' }
  if (cart.items.some((item) => item.articleId === article.articleId)) {
    return { ok: false, reason: 'DUPLICATE_LINE' }
  }
  const added = addToCart(cart, productOf(article), line.options, line.quantity)
  // Quantities and line counts are bounded by the request schema: only options can fail.
  if (!added.ok) return { ok: false, reason: 'OPTIONS_NOT_OFFERED' }
  return { ok: true, cart: added.cart, articleId: article.articleId }
}

/** Prices the device sent do not count. */
export function requestHash(
  route: 'create' | 'update',
  cartId: string | null,
  baseVersion: number | null,
  lines: readonly CartLineRequest[],
): string {
  const canonical = lines.map((line) => [
    line.articleId,
    line.articleNumber ?? null,
    line.mfrName ?? null,
    line.quantity,
    line.options.map((option) => [option.name, option.value]),
  ])
  return createHash('sha256')
    .update(JSON.stringify([route, cartId, baseVersion, canonical]))
    .digest('hex')
}

function answerOf(
  cartId: string,
  version: number,
  priced: PricedCart,
  conflict: boolean,
): CartAnswer {
  return {
    success: true,
    cartId,
    version,
    cart: { ...priced.cart, cartId },
    dropped: priced.dropped,
    conflict,
  }
}

/** Another user's cart is a 404: whether it exists is not told. */
function assertAccess(cart: Pick<CartRow, 'userId'>, caller: CartCaller): void {
  if (cart.userId === null) return
  if (!caller.user) throw unauthorized(caller.sentToken ? 'invalid' : 'missing')
  if (caller.user.id !== cart.userId) throw cartNotFound()
}

function replay(stored: StoredRequest, bodyHash: string): CartWriteResult {
  if (stored.bodyHash !== bodyHash) throw keyReused()
  return { answer: stored.response as CartAnswer, replayed: true }
}

function replayCreate(stored: StoredRequest, bodyHash: string, caller: CartCaller) {
  if (stored.userId !== null && caller.user && caller.user.id !== stored.userId) throw keyReused()
  assertAccess(stored, caller)
  return replay(stored, bodyHash)
}

export interface CreateCartInput {
  key: string
  lines: readonly CartLineRequest[]
  caller: CartCaller
  lang: Locale
}

export async function createCart(db: AppDatabase, input: CreateCartInput) {
  const { key, lines, caller, lang } = input
  const bodyHash = requestHash('create', null, null, lines)
  const earlier = await findCartRequest(db, key)
  if (earlier) return replayCreate(earlier, bodyHash, caller)

  const priced = await priceLines(db, lines, lang)
  const cartId = randomUUID()
  const answer = answerOf(cartId, 1, priced, false)
  try {
    await db.transaction(async (tx) => {
      await insertCart(tx, { id: cartId, userId: caller.user?.id ?? null, version: 1 })
      await replaceCartLines(tx, cartId, 1, priced.lines)
      if (!(await claimCartRequest(tx, { key, cartId, bodyHash, response: answer }))) {
        throw new KeyTaken()
      }
    })
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error
    // Another request with this key committed meanwhile: answer as it did.
    const stored = await findCartRequest(db, key)
    if (!stored) throw error
    return replayCreate(stored, bodyHash, caller)
  }
  return { answer, replayed: false }
}

export interface UpdateCartInput extends CreateCartInput {
  cartId: string
  baseVersion: number | undefined
}

export async function updateCart(db: AppDatabase, input: UpdateCartInput) {
  const { key, lines, caller, lang, cartId, baseVersion } = input
  const bodyHash = requestHash('update', cartId, baseVersion ?? null, lines)
  // Priced before the cart is locked, so the lock is held for the writes only.
  const priced = await priceLines(db, lines, lang)
  const apply = (tx: CartTx) => applyUpdate(tx, { ...input, bodyHash, priced })
  try {
    return await db.transaction(apply)
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error
    const stored = await findCartRequest(db, key)
    if (!stored) throw error
    return replay(stored, bodyHash)
  }

  async function applyUpdate(
    tx: CartTx,
    { bodyHash: hash, priced: next }: { bodyHash: string; priced: PricedCart },
  ): Promise<CartWriteResult> {
    const cart = await lockCart(tx, cartId)
    if (!cart) throw cartNotFound()
    assertAccess(cart, caller)
    // A cart filled before signing in becomes the account's, so it follows the person.
    if (cart.userId === null && caller.user) await claimCart(tx, cartId, caller.user.id)
    const earlier = await findCartRequest(tx, key)
    if (earlier) return replay(earlier, hash)
    const version = cart.version + 1
    const conflict = baseVersion !== undefined && baseVersion !== cart.version
    const answer = answerOf(cartId, version, next, conflict)
    await replaceCartLines(tx, cartId, version, next.lines)
    await setCartVersion(tx, cartId, version)
    if (!(await claimCartRequest(tx, { key, cartId, bodyHash: hash, response: answer }))) {
      throw new KeyTaken()
    }
    await pruneCartRequests(tx, cartId, CART_REQUEST_RETENTION_DAYS)
    return { answer, replayed: false }
  }
}

export async function readCart(
  db: AppDatabase,
  input: { cartId: string; caller: CartCaller; lang: Locale },
): Promise<CartAnswer> {
  const cart = await findCartWithLines(db, input.cartId)
  if (!cart) throw cartNotFound()
  assertAccess(cart, input.caller)
  return pricedNow(db, cart, input.lang)
}

export async function readLatestCartOf(
  db: AppDatabase,
  input: { user: User; lang: Locale },
): Promise<CartAnswer> {
  const cartId = await findLatestOpenCartId(db, input.user.id)
  const cart = cartId ? await findCartWithLines(db, cartId) : null
  // Checked again: the cart may have been emptied between the two reads.
  if (!cart || cart.userId !== input.user.id || cart.lines.length === 0) throw cartNotFound()
  return pricedNow(db, cart, input.lang)
}

async function pricedNow(
  db: AppDatabase,
  cart: CartRow & { lines: StoredLine[] },
  lang: Locale,
): Promise<CartAnswer> {
  const wanted = cart.lines.map(({ articleId, quantity }) => ({ articleId, quantity, options: [] }))
  return answerOf(cart.id, cart.version, await priceLines(db, wanted, lang), false)
}
