/** Order and payment shapes for checkout and server; form-field errors are form codes the page translates. */
import { z } from 'zod'
import type { Same } from './same-shape'
import { addressSchema, orderAddressSchema } from './address-schema'
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart'
import { lineArticleSchema } from './cart-schema'
import { ERROR_FORM_REQUIRED, emailSchema } from './email'
import { MAX_INT4 } from './int4'
import {
  DELIVERY_METHODS,
  type Order,
  ORDER_STATUSES,
  type OrderAddress,
  type OrderItem,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type TrackedOrder,
} from './order'
import { CARRIERS, EVENT_ACTORS, type OrderEvent } from './order-lifecycle'

export { addressSchema, ERROR_FORM_POSTCODE, NORWEGIAN_POSTCODE } from './address-schema'
export { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from './cart-schema'

export const ORDER_BODY_LIMIT = 64 * 1024

const optional = (max: number) =>
  z.string().trim().max(max, { error: 'ERROR_FORM_TOO_LONG' }).optional()

export const orderLineSchema = z.strictObject({
  ...lineArticleSchema.shape,
  quantity: z.int().min(1).max(MAX_LINE_QUANTITY),
})

export const createOrderBodySchema = z.strictObject({
  items: z.array(orderLineSchema).min(1, 'The order has no lines.').max(MAX_CART_LINES),
  contact: z.strictObject({ email: emailSchema, phone: optional(30) }),
  shippingAddress: addressSchema,
  billingAddress: addressSchema.optional(),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  acceptTerms: z.literal(true, { error: ERROR_FORM_REQUIRED }),
  acceptCancellationRight: z.literal(true, { error: ERROR_FORM_REQUIRED }),
  cartId: z.uuid().optional(),
  comment: optional(1000),
  /** The server checks it and names the vehicle itself. */
  carId: z.int().positive().max(MAX_INT4).optional(),
})
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>

export const orderTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,100}$/)

export const createPaymentBodySchema = z.strictObject({
  id: z.uuid(),
  token: orderTokenSchema.optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
})

export const paymentCheckBodySchema = z.strictObject({ token: orderTokenSchema.optional() })

export const paymentMethodsAnswerSchema = z.object({ methods: z.array(z.enum(PAYMENT_METHODS)) })
export type PaymentMethodsAnswer = z.infer<typeof paymentMethodsAnswerSchema>

/** `payment-staus` (sic): the path is spelled so. */
export const paymentStatusBodySchema = z.strictObject({
  status: z.enum(PAYMENT_STATUSES),
  paymentId: z.string().min(1).max(100),
  token: orderTokenSchema.optional(),
})

export const orderIdParamsSchema = z.strictObject({ id: z.uuid() })
export const orderTokenParamsSchema = z.strictObject({ token: orderTokenSchema })

export const trackOrderBodySchema = z.strictObject({
  number: z.coerce.number().int().positive().max(MAX_INT4),
  email: emailSchema,
})

export const testCardConfirmSchema = z.strictObject({
  paymentId: z.string().min(1).max(100),
  cardNumber: z.string().regex(/^\d{12,19}$/),
  expMonth: z.int().min(1).max(12),
  expYear: z.int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/),
  code: z.string().max(20).optional(),
})

const ore = z.int().nonnegative()

export const orderItemSchema = z.object({
  articleId: z.int().positive(),
  articleNumber: z.string(),
  name: z.string(),
  image: z.string().optional(),
  price: ore,
  quantity: z.int().positive(),
  total: ore,
  backordered: z.int().positive().optional(),
  expectedDelivery: z.iso.date().optional(),
})

export const orderSchema = z.object({
  id: z.uuid(),
  token: z.string(),
  number: z.int().positive(),
  created: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  items: z.array(orderItemSchema),
  quantity: z.int().nonnegative(),
  subtotal: ore,
  shippingCharges: ore,
  tax: ore,
  total: ore,
  totals: z.array(z.object({ title: z.enum(['SHIPPING', 'TAX']), price: ore })),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  shippingAddress: orderAddressSchema,
  billingAddress: orderAddressSchema.optional(),
  email: z.string(),
  phone: z.string().optional(),
  cartId: z.string().optional(),
  userId: z.string().optional(),
  vehicle: z.object({ carId: z.int().positive(), label: z.string() }).optional(),
})

export const orderAnswerSchema = z.object({ order: orderSchema })
export type OrderAnswer = z.infer<typeof orderAnswerSchema>

export const ordersAnswerSchema = z.object({ order: z.array(orderSchema) })

export const orderEventSchema = z.object({
  at: z.string(),
  actor: z.enum(EVENT_ACTORS),
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  carrier: z.enum(CARRIERS).optional(),
  trackingNumber: z.string().optional(),
  trackingUrl: z.string().optional(),
  refunded: ore.optional(),
  lines: z.array(z.object({ articleId: z.int(), quantity: z.int() })).optional(),
})

export const trackedOrderSchema = z.object({
  number: z.int().positive(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  created: z.string(),
  quantity: z.int().nonnegative(),
  total: ore,
  events: z.array(orderEventSchema),
})

export const trackedOrderAnswerSchema = z.object({ order: trackedOrderSchema })

export const paymentSchema = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: ore,
  currency: z.string(),
  redirectUrl: z.url().optional(),
})
export type Payment = z.infer<typeof paymentSchema>

export const paymentAnswerSchema = z.object({ payment: paymentSchema })

// A field added to order.ts and not here (or the reverse) fails the type check.
const inStep: [
  Same<z.infer<typeof orderAddressSchema>, OrderAddress>,
  Same<z.infer<typeof orderItemSchema>, OrderItem>,
  Same<z.infer<typeof orderSchema>, Order>,
  Same<z.infer<typeof trackedOrderSchema>, TrackedOrder>,
  Same<z.infer<typeof orderEventSchema>, OrderEvent>,
] = [true, true, true, true, true]
void inStep
