/**
 * 'Kjøp igjen': the lines of an earlier order (or of a vehicle's history) as they can be bought
 * today. Each line carries the catalogue's article as it is now (price, stock) — the cart adds
 * it the normal way and the server prices it again — and what stands in the way, if anything.
 * The price paid then is kept beside it, so a changed price can be told.
 */
import { z } from 'zod'
import { type Article, articleSchema } from './article-schema'
import { idSchema } from './catalogue-api'

/** Why a line cannot go into the cart today. */
export const BUY_AGAIN_PROBLEMS = ['GONE', 'NOT_FOR_SALE', 'OUT_OF_STOCK'] as const
export type BuyAgainProblem = (typeof BUY_AGAIN_PROBLEMS)[number]

/**
 * What stops buying an article again: the catalogue no longer has it (`GONE`), the shop does
 * not sell it now (`NOT_FOR_SALE`), or it is sold out (`OUT_OF_STOCK`, which the cart would
 * refuse at checkout anyway). None: it can be bought.
 */
export function buyAgainProblem(
  article: Pick<Article, 'available' | 'availability'> | null,
): BuyAgainProblem | undefined {
  if (!article) return 'GONE'
  if (!article.available) return 'NOT_FOR_SALE'
  if (article.availability === 'out-of-stock') return 'OUT_OF_STOCK'
  return undefined
}

/** Today's unit price of the article after discount, øre incl. MVA. */
export function todaysPrice(article: Pick<Article, 'price' | 'discount'>): number {
  return Math.max(0, article.price - article.discount)
}

const ore = z.int().nonnegative()

export const buyAgainLineSchema = z.object({
  articleId: z.int().positive(),
  articleNumber: z.string(),
  /** The line's name as ordered. */
  name: z.string(),
  quantity: z.int().positive(),
  /** The unit price paid, øre incl. MVA. */
  orderedPrice: ore,
  /** The article as the catalogue has it today; null when it has it no more. */
  article: articleSchema.nullable(),
  problem: z.enum(BUY_AGAIN_PROBLEMS).optional(),
})
export type BuyAgainLine = z.infer<typeof buyAgainLineSchema>

/** `GET /api/order/{id}/buy-again`: the order's lines as they can be bought today. */
export const buyAgainAnswerSchema = z.object({ lines: z.array(buyAgainLineSchema) })
export type BuyAgainAnswer = z.infer<typeof buyAgainAnswerSchema>

/** A line of a vehicle's history: a part bought for it, with its order. */
export const vehicleHistoryLineSchema = buyAgainLineSchema.extend({
  orderId: z.uuid(),
  orderNumber: z.int().positive(),
  /** ISO time the order was placed. */
  ordered: z.string(),
})
export type VehicleHistoryLine = z.infer<typeof vehicleHistoryLineSchema>

/** `GET /api/garage/{carId}/history`: the parts bought for the vehicle, newest order first. */
export const vehicleHistoryAnswerSchema = z.object({ lines: z.array(vehicleHistoryLineSchema) })
export type VehicleHistoryAnswer = z.infer<typeof vehicleHistoryAnswerSchema>

export const vehicleHistoryParamsSchema = z.strictObject({ carId: idSchema })

/** Orders a vehicle's history reads back, newest first: a workshop's year or two of services. */
export const VEHICLE_HISTORY_ORDERS = 50
