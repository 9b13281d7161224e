import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import {
  type AddToCartError,
  type CartItemOption,
  ERROR_ADD_TO_CART_OPTIONS,
  ERROR_ADD_TO_CART_QUANTITY,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  type QuantityUpdate,
} from '../../../domain/cart'
import { toast } from '../../ui/toasts'
import { cartStore } from '../../data/cart/cart'
import { type CartArticle, cartProductFrom } from '../../data/cart/cart-product'

export interface CartActions {
  add: (article: CartArticle, quantity?: number, options?: CartItemOption[]) => Promise<boolean>
  remove: (articleId: number, options?: CartItemOption[]) => Promise<void>
  updateQuantities: (updates: QuantityUpdate[]) => Promise<void>
  reset: () => Promise<void>
}

export function useCartActions(): CartActions {
  const { t } = useLingui()
  return useMemo(() => {
    const refusal = (error: AddToCartError) => {
      switch (error) {
        case ERROR_ADD_TO_CART_QUANTITY:
          return t`The cart holds 1 to ${MAX_LINE_QUANTITY} of each article.`
        case ERROR_ADD_TO_CART_OPTIONS:
          return t`Choose options this product has.`
        default:
          return t`The cart holds up to ${MAX_CART_LINES} different articles.`
      }
    }
    return {
      add: async (article, quantity, options) => {
        const result = await cartStore.add(cartProductFrom(article), quantity, options)
        toast(result.ok ? t`Added to the cart` : refusal(result.error))
        return result.ok
      },
      remove: async (articleId, options) => {
        await cartStore.remove(articleId, options)
        toast(t`Removed from the cart`)
      },
      updateQuantities: async (updates) => {
        await cartStore.updateQuantities(updates)
        toast(t`Cart updated`)
      },
      reset: () => cartStore.reset(),
    }
  }, [t])
}
