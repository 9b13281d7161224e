import type { CartItem } from '../../domain/cart'
import { Thumbnail } from './thumbnail'

export function CartLineImage({ item, size }: { item: CartItem; size: number }) {
  return <Thumbnail src={item.product.image} size={size} emptyClassName="cart-line__no-image" />
}
