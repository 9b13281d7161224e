import { z } from 'zod'
import type { Same } from './same-shape'
import { articleIdSchema } from './cart-schema'
import { idSchema } from './catalogue-api'
import { MAX_CRITERIA, MAX_TEXT, type SavedArticle } from './saved-article'
import { STOCK_STATUSES } from './stock-status'

const text = z.string().max(MAX_TEXT)
const ore = z.int().nonnegative()

export const savedArticleSchema = z.strictObject({
  articleId: articleIdSchema,
  articleNumber: text.min(1),
  articleName: text,
  mfrName: text,
  price: ore,
  discount: ore,
  available: z.boolean(),
  availability: z.enum(STOCK_STATUSES).nullable(),
  image: z.string().max(2000).nullable(),
  rating: z.int().min(0).max(5).nullable(),
  criteria: z.array(z.strictObject({ name: text.min(1), value: text })).max(MAX_CRITERIA),
})

export const SAVED_LIST_NAMES = ['wishlist', 'compare'] as const
export type SavedListName = (typeof SAVED_LIST_NAMES)[number]

export const savedListsAnswerSchema = z.object({
  wishlist: z.array(savedArticleSchema),
  compare: z.array(savedArticleSchema),
})
export type SavedListsAnswer = z.infer<typeof savedListsAnswerSchema>

export const savedListParamsSchema = z.strictObject({
  list: z.enum(SAVED_LIST_NAMES),
  articleId: idSchema,
})

export const savedListPutBodySchema = savedArticleSchema

// The schema describes exactly the domain's type.
const sameShape: Same<z.infer<typeof savedArticleSchema>, SavedArticle> = true
void sameShape
