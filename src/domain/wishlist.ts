/**
 * The wishlist: articles a visitor keeps for later, on the device, keyed by the
 * spec's `_id` — here the article id. Adding one already listed changes nothing; removal by
 * id; clear. Each action takes effect after `LIST_ACTION_DELAY_MS` (the client's job).
 */
import type { KeyedList } from './keyed-list'
import type { SavedArticle } from './saved-article'

/** Most articles one wishlist keeps: plenty for a workshop, and it bounds the device storage. */
export const WISHLIST_MAX = 100

export const wishlistRules: KeyedList<SavedArticle> = {
  keyOf: (article) => article.articleId,
  max: WISHLIST_MAX,
}
