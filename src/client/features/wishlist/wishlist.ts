/**
 * The wishlist on this device: the list from the client state, and its actions,
 * each applied after the lists' pause (250 ms).
 */
import { hasItem } from '../../../domain/keyed-list'
import type { SavedArticle } from '../../../domain/saved-article'
import { wishlistRules } from '../../../domain/wishlist'
import { useClientState } from '../../offline/client-state'
import { savedListActions } from '../../offline/saved-list-actions'

export function useWishlist(): readonly SavedArticle[] {
  return useClientState((state) => state.wishlist)
}

export function useInWishlist(articleId: number): boolean {
  return useClientState((state) => hasItem(wishlistRules, state.wishlist, articleId))
}

export const wishlistActions = savedListActions('wishlist', wishlistRules)
