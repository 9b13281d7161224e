/** The cart's network shapes; the rules live zod-free in cart.ts, and the check at the bottom keeps them in step. */
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
  price: ore,
  total: ore,
  quantity: z.int().min(1).max(MAX_LINE_QUANTITY),
})

export const cartTotalSchema = z.object({ title: z.enum(['SHIPPING', 'TAX']), price: ore })

export const cartSchema = z.object({
  cartId: z.string().max(CART_TEXT_LIMITS.articleNumber),
  lastItemId: z.int().nonnegative(),
  quantity: z.int().nonnegative(),
  items: z.array(cartItemSchema).max(MAX_CART_LINES),
  subtotal: ore,
  totals: z.array(cartTotalSchema),
  total: ore,
})

export const CART_BODY_LIMIT = 64 * 1024
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key'
const MAX_LINE_OPTIONS = 20

export const CART_DROP_REASONS = [
  'UNKNOWN_ARTICLE',
  'NOT_FOR_SALE',
  'OPTIONS_NOT_OFFERED',
  'DUPLICATE_LINE',
] as const
export type CartDropReason = (typeof CART_DROP_REASONS)[number]

export const cartIdSchema = z.uuid()

export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9._:-]{8,128}$/, 'Use 8 to 128 letters, digits or . _ : -')

/** The server never looks an article up by its printed number or brand; those only name a dropped line. */
export const lineArticleSchema = z.object({
  articleId: articleIdSchema,
  articleNumber: articleNumber.optional(),
  mfrName: mfrName.optional(),
})

/** The rest of a sent line (a whole `CartItem` may come) is ignored: the server prices from the catalogue. */
export const cartLineRequestSchema = lineArticleSchema.extend({
  quantity: z.int().min(1).max(MAX_LINE_QUANTITY),
  options: z.array(cartItemOptionSchema).max(MAX_LINE_OPTIONS).default([]),
})

export const cartStateSchema = z.object({
  items: z.array(cartLineRequestSchema).max(MAX_CART_LINES),
})

export const createCartBodySchema = z.object({ newState: cartStateSchema })

/** On a stale `baseVersion` the device's state still wins whole, and the answer says `conflict: true`. */
export const updateCartBodySchema = z.object({
  cartId: cartIdSchema,
  newState: cartStateSchema,
  baseVersion: z.int().min(1).max(MAX_INT4).optional(),
})

export const cartParamsSchema = z.object({ cartId: cartIdSchema })

export const cartQuerySchema = z.object({ lang: z.enum(LOCALES).default(DEFAULT_LOCALE) })

export const droppedLineSchema = z.object({
  articleNumber: z.string().optional(),
  articleId: z.int().optional(),
  reason: z.enum(CART_DROP_REASONS),
  message: z.string(),
})

export const cartAnswerSchema = z.object({
  success: z.literal(true),
  cartId: cartIdSchema,
  version: z.int().min(1),
  cart: cartSchema,
  dropped: z.array(droppedLineSchema),
  conflict: z.boolean(),
})

export type LineArticle = z.infer<typeof lineArticleSchema>
export type CartLineRequest = z.infer<typeof cartLineRequestSchema>
export type CartState = z.input<typeof cartStateSchema>
export type CreateCartBody = z.input<typeof createCartBodySchema>
export type UpdateCartBody = z.input<typeof updateCartBodySchema>
export type DroppedLine = z.infer<typeof droppedLineSchema>
export type CartAnswer = z.infer<typeof cartAnswerSchema>

// A field added to cart.ts and not here (or the reverse) fails the type check.
const inStep: [
  Same<z.infer<typeof cartItemOptionSchema>, CartItemOption>,
  Same<z.infer<typeof cartProductSchema>, CartProduct>,
  Same<z.infer<typeof cartItemSchema>, CartItem>,
  Same<z.infer<typeof cartTotalSchema>, CartTotal>,
  Same<z.infer<typeof cartSchema>, Cart>,
] = [true, true, true, true, true]
void inStep
