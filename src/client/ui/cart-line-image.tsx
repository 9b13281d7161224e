import type { CartItem } from '../../domain/cart'

/** A cart line's picture (decorative: the line's name says what it is), or an empty frame. */
export function CartLineImage({ item, size }: { item: CartItem; size: number }) {
  return item.product.image ? (
    <img src={item.product.image} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span className="cart-line__no-image" />
  )
}
