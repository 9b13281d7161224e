/** Each action is applied after the lists' pause (250 ms). */
import { wishlistRules } from '../../../domain/wishlist'
import { savedList } from '../../offline/saved-list-actions'

export const wishlist = savedList('wishlist', wishlistRules)
export const useWishlist = wishlist.useItems
