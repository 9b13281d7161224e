/**
 * An admin's changes to an article (stock, price, lead time, featured) and their log,
 * `article_changes`: who changed which fields, when, from what to what.
 */
import { eq, sql } from 'drizzle-orm'
import type { AppDatabase } from '../database'
import { articleChanges, articles } from '../schema'
import { firstRow, storedRow } from '../first-row'
import type { OrderTx } from './order-repository'

export interface ArticleFields {
  articleId: number
  articleNumber: string
  mfrName: string
  price: number
  discount: number
  stock: number
  leadTimeDays: number
  featured: boolean
}

const fields = {
  articleId: articles.articleId,
  articleNumber: articles.articleNumber,
  mfrName: articles.mfrName,
  price: articles.price,
  discount: articles.discount,
  stock: articles.stock,
  leadTimeDays: articles.leadTimeDays,
  featured: articles.featured,
}

export function articleFields(db: AppDatabase | OrderTx, articleId: number) {
  return firstRow<ArticleFields>(
    db.select(fields).from(articles).where(eq(articles.articleId, articleId)),
  )
}

export async function updateArticleFields(
  tx: OrderTx,
  articleId: number,
  set: Partial<Pick<ArticleFields, 'stock' | 'price' | 'leadTimeDays' | 'featured'>>,
): Promise<ArticleFields> {
  return storedRow(
    tx
      .update(articles)
      .set({
        ...set,
        // A new mark puts the article first among the featured; an unmarked one has no date.
        ...(set.featured !== undefined && { featuredAt: set.featured ? sql`now()` : null }),
      })
      .where(eq(articles.articleId, articleId))
      .returning(fields),
    'the article vanished',
  )
}

export async function logArticleChange(
  tx: OrderTx,
  change: { articleId: number; changedBy: string; before: object; after: object },
): Promise<void> {
  await tx.insert(articleChanges).values(change)
}
