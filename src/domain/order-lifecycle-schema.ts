import { z } from 'zod'
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart'
import { articleIdSchema } from './cart-schema'
import { orderEventSchema, orderSchema, orderTokenSchema } from './order-schema'
import { CARRIERS, RETURN_REASONS, RETURN_STATUSES } from './order-lifecycle'
import { ORDER_STATUSES } from './order-status'

export const trackingNumberSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{2,38}[A-Za-z0-9]$/)

/** Any status may be asked for: the rules decide, with a 409. */
export const orderStatusChangeSchema = z
  .strictObject({
    status: z.enum(ORDER_STATUSES),
    carrier: z.enum(CARRIERS).optional(),
    trackingNumber: trackingNumberSchema.optional(),
  })
  .refine((body) => body.status !== 'SHIPPED' || (body.carrier && body.trackingNumber), {
    message: 'A shipped order needs the carrier and the tracking number.',
    path: ['trackingNumber'],
  })
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>

export const linePiecesSchema = z.strictObject({
  articleId: articleIdSchema,
  quantity: z.int().min(1).max(MAX_LINE_QUANTITY),
})

const linesSchema = z.array(linePiecesSchema).min(1).max(MAX_CART_LINES)

/** Without `lines`, every piece not yet paid back; the last refund also pays back delivery. */
export const refundBodySchema = z.strictObject({ lines: linesSchema.optional() })
export type RefundBody = z.infer<typeof refundBodySchema>

export const returnBodySchema = z.strictObject({
  lines: linesSchema,
  reason: z.enum(RETURN_REASONS),
  comment: z.string().trim().max(1000).optional(),
  token: orderTokenSchema.optional(),
})
export type ReturnBody = z.infer<typeof returnBodySchema>

export const orderEventsQuerySchema = z.strictObject({ token: orderTokenSchema.optional() })

export const returnIdParamsSchema = z.strictObject({ id: z.uuid() })

export const returnStatusChangeSchema = z.strictObject({
  status: z.enum(RETURN_STATUSES),
})

export const adminReturnsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(RETURN_STATUSES).optional(),
})
export type AdminReturnsQuery = z.infer<typeof adminReturnsQuerySchema>

const ore = z.int().nonnegative()

export { orderEventSchema } from './order-schema'
export type { OrderEvent } from './order-lifecycle'

export const returnLineSchema = z.object({
  articleId: z.int(),
  articleNumber: z.string(),
  name: z.string(),
  quantity: z.int().positive(),
})

export const returnRequestSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  orderNumber: z.int().positive(),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  comment: z.string().optional(),
  lines: z.array(returnLineSchema),
  created: z.string(),
  updated: z.string(),
})
export type ReturnRequest = z.infer<typeof returnRequestSchema>

export const orderHistorySchema = z.object({
  events: z.array(orderEventSchema),
  returns: z.array(returnRequestSchema),
  refunded: ore,
  returnUntil: z.string().optional(),
})
export type OrderHistory = z.infer<typeof orderHistorySchema>

export const refundSchema = z.object({
  id: z.uuid(),
  amount: ore,
  lines: z.array(z.object({ articleId: z.int(), quantity: z.int() })),
  created: z.string(),
})

export const refundAnswerSchema = z.object({ refund: refundSchema, status: z.enum(ORDER_STATUSES) })

export const returnAnswerSchema = z.object({ return: returnRequestSchema })

export const adminReturnRowSchema = returnRequestSchema.extend({ email: z.string() })
export type AdminReturnRow = z.infer<typeof adminReturnRowSchema>

export const orderStatusAnswerSchema = z.object({ order: orderSchema, event: orderEventSchema })
