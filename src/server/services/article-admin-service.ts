/**
 * An admin changes an article: with its row locked (its expired holds given back first), the
 * new figures are checked against what orders hold and what the article's discount is, then
 * written together with a line in the change log. Anything refused changes nothing.
 */
import type { User } from '../../domain/account'
import type { AdminArticle, AdminArticleChange } from '../../domain/admin-article'
import type { AppDatabase } from '../db/database'
import {
  type ArticleFields,
  articleFields,
  logArticleChange,
  updateArticleFields,
} from '../db/repositories/article-changes-repository'
import { heldPieces, lockStock } from '../db/repositories/stock-repository'
import { HttpError } from '../http-errors'

type Changed = Partial<Pick<ArticleFields, 'stock' | 'price' | 'leadTimeDays' | 'featured'>>

function asAdminArticle(row: ArticleFields, reserved: number): AdminArticle {
  return { ...row, stock: row.stock + reserved, reserved, available: row.stock }
}

export async function changeArticle(
  db: AppDatabase,
  articleId: number,
  change: AdminArticleChange,
  admin: User,
): Promise<AdminArticle> {
  return db.transaction(async (tx) => {
    const [locked] = await lockStock(tx, [articleId])
    const row = locked && (await articleFields(tx, articleId))
    if (!row) throw new HttpError(404, 'NOT_FOUND', `There is no article ${articleId}.`)
    const reserved = await heldPieces(tx, articleId)
    const current = asAdminArticle(row, reserved)
    if (change.stock !== undefined && change.stock < reserved) {
      throw new HttpError(
        409,
        'STOCK_BELOW_RESERVED',
        `${reserved} pieces are held for unpaid orders; stock cannot be set to ${change.stock}.`,
      )
    }
    if (change.price !== undefined && change.price <= row.discount) {
      throw new HttpError(
        400,
        'VALIDATION_ERROR',
        `price: must be above the article's discount of ${row.discount} øre.`,
      )
    }
    const before: Changed = {}
    const after: Changed = {}
    for (const field of ['stock', 'price', 'leadTimeDays', 'featured'] as const) {
      const value = change[field]
      if (value === undefined || value === current[field]) continue
      Object.assign(before, { [field]: current[field] })
      Object.assign(after, { [field]: value })
    }
    if (Object.keys(after).length === 0) return current
    const set: Changed = { ...after }
    // The column holds what can be sold: the shelf less what unpaid orders hold.
    if (after.stock !== undefined) set.stock = after.stock - reserved
    const updated = await updateArticleFields(tx, articleId, set)
    await logArticleChange(tx, { articleId, changedBy: admin.id, before, after })
    return asAdminArticle(updated, reserved)
  })
}
