/**
 * The account's wishlist and compare list: the same rules as the device's (an article is on a
 * list once; at most WISHLIST_MAX and COMPARE_MAX), and every change answers both lists.
 */
import { COMPARE_MAX } from '../../domain/compare'
import type { SavedArticle } from '../../domain/saved-article'
import type { SavedListName, SavedListsAnswer } from '../../domain/saved-list-schema'
import { WISHLIST_MAX } from '../../domain/wishlist'
import type { AppDatabase } from '../db/database'
import {
  deleteFromList,
  listSavedLists,
  saveToList,
} from '../db/repositories/saved-lists-repository'
import { HttpError, unauthorized } from '../http-errors'

const MAX: Record<SavedListName, number> = { wishlist: WISHLIST_MAX, compare: COMPARE_MAX }

export function savedListsOf(db: AppDatabase, userId: string): Promise<SavedListsAnswer> {
  return listSavedLists(db, userId)
}

export async function addToSavedList(
  db: AppDatabase,
  userId: string,
  list: SavedListName,
  articleId: number,
  snapshot: SavedArticle,
): Promise<SavedListsAnswer> {
  if (snapshot.articleId !== articleId) {
    throw new HttpError(400, 'VALIDATION_ERROR', 'The article is not the one the path names.')
  }
  const saved = await saveToList(db, { userId, list, snapshot }, MAX[list])
  if (saved === 'unknown_article') {
    throw new HttpError(404, 'UNKNOWN_ARTICLE', 'The catalogue has no such article.')
  }
  if (saved === 'full') {
    throw new HttpError(409, 'SAVED_LIST_FULL', `At most ${MAX[list]} articles can be kept.`)
  }
  // Deleted between the token check and now: the token no longer names anyone.
  if (saved === 'unknown_user') throw unauthorized('invalid')
  return listSavedLists(db, userId)
}

export async function removeFromSavedList(
  db: AppDatabase,
  userId: string,
  list: SavedListName,
  articleId: number,
): Promise<SavedListsAnswer> {
  await deleteFromList(db, userId, list, articleId)
  return listSavedLists(db, userId)
}
