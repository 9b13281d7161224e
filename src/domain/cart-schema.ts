/**
 * The cart's shapes as schemas, for what crosses the network (`/api/cart/*`). The
 * rules and types are in cart.ts, free of the schema library so the header can use them; the
 * checks at the bottom keep the two in step.
 */
import { z } from 'zod'
import type { Same } from './same-shape'
import {
  CART_TEXT_LIMITS,
  type Cart,
  type CartItem,
  type CartItemOption,
  type CartProduct,
  type CartTotal,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
} from './cart'
import { MAX_INT4 } from './int4'
import { DEFAULT_LOCALE, LOCALES } from './locale'
import { STOCK_STATUSES } from './stock-status'

const ore = z.int().nonnegative()
const label = z.string().min(1).max(CART_TEXT_LIMITS.label)
const articleNumber = z.string().min(1).max(CART_TEXT_LIMITS.articleNumber)
/** A catalogue article's id: what every line is priced and told apart by. */
export const articleIdSchema = z.int().positive().max(MAX_INT4)
const mfrName = label

export const cartItemOptionSchema = z.object({ name: label, value: label })

export const cartProductSchema = z.object({
  articleId: articleIdSchema,
  articleNumber,
  mfrName,
  name: z.string().max(CART_TEXT_LIMITS.name),
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
  image: z.string().max(CART_TEXT_LIMITS.url).optional(),
  availability: z.enum(STOCK_STATUSES).optional(),
  stock: z.int().nonnegative().optional(),
})

export const cartItemSchema = z.object({
  articleId: articleIdSchema,
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
  /** Empty until the server has created the cart. */
  cartId: z.string().max(CART_TEXT_LIMITS.articleNumber),
  lastItemId: z.int().nonnegative(),
  quantity: z.int().nonnegative(),
  items: z.array(cartItemSchema).max(MAX_CART_LINES),
  subtotal: ore,
  totals: z.array(cartTotalSchema),
  total: ore,
})

// ---- The server cart (`/api/cart/*`) ----

/** Largest body `create-cart` and `update-cart` accept, bytes (larger: 413 PAYLOAD_TOO_LARGE). */
export const CART_BODY_LIMIT = 64 * 1024
/** The header that makes a cart write exactly-once (required on create-cart and update-cart). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key'
/** Most options one line may name (lines with options are dropped: no article offers any). */
const MAX_LINE_OPTIONS = 20

/**
 * Why the server left a line out: no such article; the shop has no price for it; it names
 * options the article does not offer; an earlier line is the same article (or article number).
 */
export const CART_DROP_REASONS = [
  'UNKNOWN_ARTICLE',
  'NOT_FOR_SALE',
  'OPTIONS_NOT_OFFERED',
  'DUPLICATE_LINE',
] as const
export type CartDropReason = (typeof CART_DROP_REASONS)[number]

/** A server cart's id: a random uuid, public and unguessable. */
export const cartIdSchema = z.uuid()

/** One key per intended change (a uuid fits): 8–128 of `A–Z a–z 0–9 . _ : -`. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9._:-]{8,128}$/, 'Use 8 to 128 letters, digits or . _ : -')

/**
 * Which article a line (of a cart or an order) is: its `articleId`, always. The printed
 * `articleNumber` and the brand (`mfrName`) are what the shopper saw; the server never looks
 * an article up by them, it only names a dropped line with them.
 */
export const lineArticleSchema = z.object({
  articleId: articleIdSchema,
  articleNumber: articleNumber.optional(),
  mfrName: mfrName.optional(),
})

/**
 * One line of the device's cart as the server reads it: which article, how many and which
 * options. Anything else on the line — a whole `CartItem` with its product, prices and totals
 * may be sent — is ignored: the server prices from the catalogue.
 */
export const cartLineRequestSchema = lineArticleSchema.extend({
  quantity: z.int().min(1).max(MAX_LINE_QUANTITY),
  options: z.array(cartItemOptionSchema).max(MAX_LINE_OPTIONS).default([]),
})

/** The device's whole cart: its lines in order (a whole `Cart` may be sent; only lines count). */
export const cartStateSchema = z.object({
  items: z.array(cartLineRequestSchema).max(MAX_CART_LINES),
})

/** `POST /api/cart/create-cart` (with an `Idempotency-Key` header). */
export const createCartBodySchema = z.object({ newState: cartStateSchema })

/**
 * `POST /api/cart/update-cart` (with an `Idempotency-Key` header). `baseVersion`: the version
 * of the server cart the device last had; when the stored cart has moved on, the device's
 * state still wins whole (last writer wins) and the answer says `conflict: true`.
 */
export const updateCartBodySchema = z.object({
  cartId: cartIdSchema,
  newState: cartStateSchema,
  baseVersion: z.int().min(1).max(MAX_INT4).optional(),
})

/** `GET /api/cart/:cartId`. */
export const cartParamsSchema = z.object({ cartId: cartIdSchema })

/** `?lang=no|en`: the language of the product names in the answer. */
export const cartQuerySchema = z.object({ lang: z.enum(LOCALES).default(DEFAULT_LOCALE) })

/** A line the server did not keep, named as the device named it, and why. */
export const droppedLineSchema = z.object({
  articleNumber: z.string().optional(),
  articleId: z.int().optional(),
  reason: z.enum(CART_DROP_REASONS),
  /** English, for logs and developers; the client words it by `reason`. */
  message: z.string(),
})

/** Every successful answer of `/api/cart/*`: the cart as stored, priced by the server. */
export const cartAnswerSchema = z.object({
  success: z.literal(true),
  cartId: cartIdSchema,
  version: z.int().min(1),
  cart: cartSchema,
  dropped: z.array(droppedLineSchema),
  /** The update's `baseVersion` was not the stored version: another write came in between. */
  conflict: z.boolean(),
})

export type LineArticle = z.infer<typeof lineArticleSchema>
export type CartLineRequest = z.infer<typeof cartLineRequestSchema>
export type CartState = z.input<typeof cartStateSchema>
export type CreateCartBody = z.input<typeof createCartBodySchema>
export type UpdateCartBody = z.input<typeof updateCartBodySchema>
export type DroppedLine = z.infer<typeof droppedLineSchema>
export type CartAnswer = z.infer<typeof cartAnswerSchema>

// The schemas describe exactly the types of cart.ts: a field added to one and not the other
// fails the type check here.
const inStep: [
  Same<z.infer<typeof cartItemOptionSchema>, CartItemOption>,
  Same<z.infer<typeof cartProductSchema>, CartProduct>,
  Same<z.infer<typeof cartItemSchema>, CartItem>,
  Same<z.infer<typeof cartTotalSchema>, CartTotal>,
  Same<z.infer<typeof cartSchema>, Cart>,
] = [true, true, true, true, true]
void inStep
