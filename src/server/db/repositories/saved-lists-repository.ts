/**
 * The wishlists and compare lists of accounts, in `saved_list_articles`: per user and list,
 * the articles in the order added, each with the snapshot its device took.
 */
import { and, asc, count, eq } from 'drizzle-orm'
import type { SavedArticle } from '../../../domain/saved-article'
import type { SavedListName, SavedListsAnswer } from '../../../domain/saved-list-schema'
import type { AppDatabase } from '../database'
import { lockUser } from './users-repository'
import { articles, savedListArticles } from '../schema'

/** Both of a user's lists, each in the order added. */
export async function listSavedLists(db: AppDatabase, userId: string): Promise<SavedListsAnswer> {
  const rows = await db
    .select({ list: savedListArticles.list, snapshot: savedListArticles.snapshot })
    .from(savedListArticles)
    .where(eq(savedListArticles.userId, userId))
    .orderBy(asc(savedListArticles.addedAt), asc(savedListArticles.articleId))
  const answer: SavedListsAnswer = { wishlist: [], compare: [] }
  for (const row of rows) {
    if (row.list === 'wishlist' || row.list === 'compare') answer[row.list].push(row.snapshot)
  }
  return answer
}

export type SaveToListResult = 'saved' | 'full' | 'unknown_article' | 'unknown_user'

/**
 * Puts an article on a list unless it is there already (then nothing changes: a replay is
 * harmless), or the list holds `max`. One transaction holding the user's row locked, so
 * concurrent adds cannot pass the limit.
 */
export async function saveToList(
  db: AppDatabase,
  entry: { userId: string; list: SavedListName; snapshot: SavedArticle },
  max: number,
): Promise<SaveToListResult> {
  return db.transaction(async (tx) => {
    if (!(await lockUser(tx, entry.userId))) return 'unknown_user'
    const articleId = entry.snapshot.articleId
    const [article] = await tx
      .select({ articleId: articles.articleId })
      .from(articles)
      .where(eq(articles.articleId, articleId))
    if (!article) return 'unknown_article'
    const ofList = and(
      eq(savedListArticles.userId, entry.userId),
      eq(savedListArticles.list, entry.list),
    )
    const [present] = await tx
      .select({ articleId: savedListArticles.articleId })
      .from(savedListArticles)
      .where(and(ofList, eq(savedListArticles.articleId, articleId)))
    if (present) return 'saved'
    const [kept] = await tx.select({ n: count() }).from(savedListArticles).where(ofList)
    if ((kept?.n ?? 0) >= max) return 'full'
    await tx.insert(savedListArticles).values({
      userId: entry.userId,
      list: entry.list,
      articleId,
      snapshot: entry.snapshot,
    })
    return 'saved'
  })
}

/** Takes an article off a list; nothing happens if it was not there. */
export async function deleteFromList(
  db: AppDatabase,
  userId: string,
  list: SavedListName,
  articleId: number,
): Promise<void> {
  await db
    .delete(savedListArticles)
    .where(
      and(
        eq(savedListArticles.userId, userId),
        eq(savedListArticles.list, list),
        eq(savedListArticles.articleId, articleId),
      ),
    )
}
