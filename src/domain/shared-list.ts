import { z } from 'zod'
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart'
import { articleIdSchema } from './cart-schema'
import { MAX_INT4 } from './int4'
import { STOCK_STATUSES } from './stock-status'

export const SHARED_LIST_KINDS = ['cart', 'job'] as const
export type SharedListKind = (typeof SHARED_LIST_KINDS)[number]

export const SHARED_LIST_TTL_DAYS = 30
/** As many as a cart, so 'Legg i min handlekurv' can take them all. */
export const SHARED_LIST_MAX_LINES = MAX_CART_LINES
export const SHARED_LIST_TEXT_LIMITS = { title: 120, note: 500, plate: 16, label: 200 } as const
export const SHARED_LIST_BODY_LIMIT = 128 * 1024

export const sharedTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'Not a share token')
export const sharedListParamsSchema = z.strictObject({ token: sharedTokenSchema })

export const sharedVehicleSchema = z
  .strictObject({
    plate: z.string().trim().min(1).max(SHARED_LIST_TEXT_LIMITS.plate).optional(),
    carId: z.int().positive().max(MAX_INT4).optional(),
    label: z.string().trim().min(1).max(SHARED_LIST_TEXT_LIMITS.label),
  })
  .refine((vehicle) => vehicle.plate !== undefined || vehicle.carId !== undefined, {
    message: 'Name the vehicle by plate or carId',
  })
export type SharedVehicle = z.infer<typeof sharedVehicleSchema>

export const sharedLineRequestSchema = z.strictObject({
  articleId: articleIdSchema,
  quantity: z.int().min(1).max(MAX_LINE_QUANTITY),
  note: z.string().trim().max(SHARED_LIST_TEXT_LIMITS.note).optional(),
})

/** Prices are never sent: the server takes them from the catalogue. */
export const createSharedListBodySchema = z.strictObject({
  kind: z.enum(SHARED_LIST_KINDS),
  title: z.string().trim().min(1).max(SHARED_LIST_TEXT_LIMITS.title).optional(),
  vehicle: sharedVehicleSchema.optional(),
  lines: z.array(sharedLineRequestSchema).min(1).max(SHARED_LIST_MAX_LINES),
})
export type CreateSharedListBody = z.input<typeof createSharedListBodySchema>

export const createSharedListAnswerSchema = z.object({
  token: sharedTokenSchema,
  url: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
  /** A guest's only; the server keeps only its hash. */
  revokeKey: sharedTokenSchema.optional(),
})
export type CreateSharedListAnswer = z.infer<typeof createSharedListAnswerSchema>

const ore = z.int().nonnegative()

export const sharedLineSchema = z.object({
  articleId: articleIdSchema,
  articleNumber: z.string(),
  mfrName: z.string(),
  name: z.string(),
  image: z.string().optional(),
  quantity: z.int().min(1).max(MAX_LINE_QUANTITY),
  note: z.string().optional(),
  priceAtShare: ore,
  price: ore.nullable(),
  available: z.boolean(),
  availability: z.enum(STOCK_STATUSES).optional(),
  stock: z.int().nonnegative().optional(),
})
export type SharedLine = z.infer<typeof sharedLineSchema>

export const sharedListAnswerSchema = z.object({
  kind: z.enum(SHARED_LIST_KINDS),
  title: z.string().optional(),
  vehicle: z
    .object({ plate: z.string().optional(), carId: z.int().optional(), label: z.string() })
    .optional(),
  lines: z.array(sharedLineSchema),
  totals: z.object({ exMva: ore, mva: ore, inclMva: ore }),
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  isOwner: z.boolean(),
})
export type SharedListAnswer = z.infer<typeof sharedListAnswerSchema>

export const SHARE_OWNER_CART_HEADER = 'x-cart-id'
export const SHARE_REVOKE_KEY_HEADER = 'x-share-revoke-key'
