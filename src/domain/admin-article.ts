/**
 * `PATCH /admin/articles/{articleId}`: an admin changes an article's stock, price, supplier
 * lead time or featured flag. `stock` is the pieces on the shelf, those held for unpaid
 * orders included; the shop can sell `available` = stock − reserved. Money in øre incl. MVA.
 */
import { z } from 'zod'
import { MAX_INT4 } from './int4'

/** The highest price an admin may set, øre (100 000 kr): a typo's extra zeros are refused. */
export const MAX_ARTICLE_PRICE_ORE = 10_000_000
/** The most pieces of one article the shop can record. */
export const MAX_ARTICLE_STOCK = 1_000_000
/** The longest supplier lead time, days. */
export const MAX_LEAD_TIME_DAYS = 365

export const adminArticleParamsSchema = z.strictObject({
  articleId: z.coerce.number().int().positive().max(MAX_INT4),
})

export const adminArticleChangeSchema = z
  .strictObject({
    stock: z.int().min(0).max(MAX_ARTICLE_STOCK).optional(),
    price: z.int().min(1).max(MAX_ARTICLE_PRICE_ORE).optional(),
    /** 0: never sold beyond stock; above 0: ordered from the supplier when stock runs out. */
    leadTimeDays: z.int().min(0).max(MAX_LEAD_TIME_DAYS).optional(),
    featured: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Name at least one of stock, price, leadTimeDays or featured.',
  })
export type AdminArticleChange = z.infer<typeof adminArticleChangeSchema>

export const adminArticleSchema = z.object({
  articleId: z.int(),
  articleNumber: z.string(),
  mfrName: z.string(),
  price: z.int(),
  discount: z.int(),
  /** Pieces on the shelf, reserved ones included. */
  stock: z.int(),
  /** Held for orders not yet paid. */
  reserved: z.int(),
  /** What can be sold now: stock − reserved. */
  available: z.int(),
  leadTimeDays: z.int(),
  featured: z.boolean(),
})
export type AdminArticle = z.infer<typeof adminArticleSchema>

export const adminArticleAnswerSchema = z.object({ article: adminArticleSchema })
