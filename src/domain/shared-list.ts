/**
 * A cart or job list shared as a link (`/shared/{token}`): a read-only snapshot kept on the
 * server for SHARED_LIST_TTL_DAYS, revocable by whoever shared it: a signed-in user with the
 * session, a guest with the revoke key its device was given. The shapes of
 * `/api/shared` as schemas, for both sides.
 */
import { z } from 'zod'
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart'
import { articleIdSchema } from './cart-schema'
import { MAX_INT4 } from './int4'
import { STOCK_STATUSES } from './stock-status'

export const SHARED_LIST_KINDS = ['cart', 'job'] as const
export type SharedListKind = (typeof SHARED_LIST_KINDS)[number]

/** Days a shared link works. */
export const SHARED_LIST_TTL_DAYS = 30
/** Most lines one link holds: as many as a cart, so 'Legg i min handlekurv' can take them all. */
export const SHARED_LIST_MAX_LINES = MAX_CART_LINES
export const SHARED_LIST_TEXT_LIMITS = { title: 120, note: 500, plate: 16, label: 200 } as const
/** Largest `POST /api/shared` body, bytes: 100 lines with the longest notes fit. */
export const SHARED_LIST_BODY_LIMIT = 128 * 1024

/** A token: 128 random bits in base64url, 22 characters. */
export const sharedTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'Not a share token')
export const sharedListParamsSchema = z.strictObject({ token: sharedTokenSchema })

/** The vehicle the list is for: a plate and/or a catalogue variant, with what to call it. */
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

/** `POST /api/shared`. Prices are never sent: the server takes them from the catalogue. */
export const createSharedListBodySchema = z.strictObject({
  kind: z.enum(SHARED_LIST_KINDS),
  title: z.string().trim().min(1).max(SHARED_LIST_TEXT_LIMITS.title).optional(),
  vehicle: sharedVehicleSchema.optional(),
  lines: z.array(sharedLineRequestSchema).min(1).max(SHARED_LIST_MAX_LINES),
})
export type CreateSharedListBody = z.input<typeof createSharedListBodySchema>

export const createSharedListAnswerSchema = z.object({
  token: sharedTokenSchema,
  /** The page's path on the shop's origin, `/shared/{token}`. */
  url: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
  /**
   * A guest's only: the key that takes the link back (SHARE_REVOKE_KEY_HEADER), kept by the
   * device that shared it. The server keeps only its hash.
   */
  revokeKey: sharedTokenSchema.optional(),
})
export type CreateSharedListAnswer = z.infer<typeof createSharedListAnswerSchema>

const ore = z.int().nonnegative()

/** A line as it is today, with the unit price it had when shared (øre incl. MVA). */
export const sharedLineSchema = z.object({
  articleId: articleIdSchema,
  articleNumber: z.string(),
  mfrName: z.string(),
  name: z.string(),
  image: z.string().optional(),
  quantity: z.int().min(1).max(MAX_LINE_QUANTITY),
  note: z.string().optional(),
  priceAtShare: ore,
  /** Today's unit price after discount; `null` when the shop no longer sells the article. */
  price: ore.nullable(),
  available: z.boolean(),
  availability: z.enum(STOCK_STATUSES).optional(),
  stock: z.int().nonnegative().optional(),
})
export type SharedLine = z.infer<typeof sharedLineSchema>

/** `GET /api/shared/{token}`. Totals count the lines the shop sells today, at today's prices. */
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
  /** The caller shared it, and may take the link back. */
  isOwner: z.boolean(),
})
export type SharedListAnswer = z.infer<typeof sharedListAnswerSchema>

/** The header a guest names its cart with, the owner of what it shares. */
export const SHARE_OWNER_CART_HEADER = 'x-cart-id'
/** The header a guest's device sends a link's revoke key in, to open it as its owner or revoke it. */
export const SHARE_REVOKE_KEY_HEADER = 'x-share-revoke-key'
