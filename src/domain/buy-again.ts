/** The price paid then is kept beside today's article, so a changed price can be told. */
import { z } from 'zod'
import { type Article, articleSchema } from './article-schema'
import { idSchema } from './catalogue-api'

export const BUY_AGAIN_PROBLEMS = ['GONE', 'NOT_FOR_SALE', 'OUT_OF_STOCK'] as const
export type BuyAgainProblem = (typeof BUY_AGAIN_PROBLEMS)[number]

export function buyAgainProblem(
  article: Pick<Article, 'available' | 'availability'> | null,
): BuyAgainProblem | undefined {
  if (!article) return 'GONE'
  if (!article.available) return 'NOT_FOR_SALE'
  if (article.availability === 'out-of-stock') return 'OUT_OF_STOCK'
  return undefined
}

export function todaysPrice(article: Pick<Article, 'price' | 'discount'>): number {
  return Math.max(0, article.price - article.discount)
}

const ore = z.int().nonnegative()

export const buyAgainLineSchema = z.object({
  articleId: z.int().positive(),
  articleNumber: z.string(),
  name: z.string(),
  quantity: z.int().positive(),
  orderedPrice: ore,
  article: articleSchema.nullable(),
  problem: z.enum(BUY_AGAIN_PROBLEMS).optional(),
})
export type BuyAgainLine = z.infer<typeof buyAgainLineSchema>

export const buyAgainAnswerSchema = z.object({ lines: z.array(buyAgainLineSchema) })
export type BuyAgainAnswer = z.infer<typeof buyAgainAnswerSchema>

export const vehicleHistoryLineSchema = buyAgainLineSchema.extend({
  orderId: z.uuid(),
  orderNumber: z.int().positive(),
  ordered: z.string(),
})
export type VehicleHistoryLine = z.infer<typeof vehicleHistoryLineSchema>

export const vehicleHistoryAnswerSchema = z.object({ lines: z.array(vehicleHistoryLineSchema) })
export type VehicleHistoryAnswer = z.infer<typeof vehicleHistoryAnswerSchema>

export const vehicleHistoryParamsSchema = z.strictObject({ carId: idSchema })

export const VEHICLE_HISTORY_ORDERS = 50
