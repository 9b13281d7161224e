import { z } from 'zod'
import { MAX_INT4 } from './int4'

/** A typo's extra zeros are refused. */
export const MAX_ARTICLE_PRICE_ORE = 10_000_000
export const MAX_ARTICLE_STOCK = 1_000_000
export const MAX_LEAD_TIME_DAYS = 365

export const adminArticleParamsSchema = z.strictObject({
  articleId: z.coerce.number().int().positive().max(MAX_INT4),
})

export const adminArticleChangeSchema = z
  .strictObject({
    stock: z.int().min(0).max(MAX_ARTICLE_STOCK).optional(),
    price: z.int().min(1).max(MAX_ARTICLE_PRICE_ORE).optional(),
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
  stock: z.int(),
  reserved: z.int(),
  available: z.int(),
  leadTimeDays: z.int(),
  featured: z.boolean(),
})
export type AdminArticle = z.infer<typeof adminArticleSchema>

export const adminArticleAnswerSchema = z.object({ article: adminArticleSchema })
