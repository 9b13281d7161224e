import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { RefObject } from 'react'
import type { CartItem } from '../../../../domain/cart'
import { useDropdownDismiss } from '../../../ui/use-dropdown-dismiss'
import { Price } from '../../../ui/price'
import { useFocusAfterRemoval } from '../../../ui/use-focus-after-removal'
import { useCart } from '../../../data/cart/cart'
import { useCartActions } from '../use-cart-actions'
import { CHECKOUT_PATH, lineKey, optionsText } from './cart-lines'
import { CartLineImage } from '../../../ui/cart-line-image'
import { CartSummary } from '../../../ui/price-sums'
import { CartSyncStatus } from './cart-sync-status'
import './cart.css'
import { RemoveLineButton } from './remove-line-button'

interface CartDropdownPanelProps {
  id: string
  container: RefObject<HTMLElement | null>
  toggle: RefObject<HTMLElement | null>
  onClose: () => void
}

/** Escape or a click outside closes it; Escape returns the focus to the button. */
export default function CartDropdownPanel({
  id,
  container,
  toggle,
  onClose,
}: CartDropdownPanelProps) {
  const { cart } = useCart()
  const { heading, list, removedAt } = useFocusAfterRemoval<HTMLUListElement>(
    cart.items,
    '.cart-line__remove',
  )
  const actions = useCartActions()

  useDropdownDismiss(true, container, toggle, onClose)

  return (
    <section id={id} className="cart-dropdown__panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="cart-dropdown__title">
        <Trans>Cart</Trans>
      </h2>
      {cart.items.length === 0 ? (
        <p className="cart-dropdown__empty">
          <Trans>The cart is empty.</Trans>
        </p>
      ) : (
        <>
          <ul className="cart-dropdown__lines" ref={list}>
            {cart.items.map((item, index) => (
              <DropdownLine
                key={lineKey(item)}
                item={item}
                onFollow={onClose}
                onRemove={() => {
                  removedAt.current = index
                  void actions.remove(item.articleId, item.options)
                }}
              />
            ))}
          </ul>
          <CartSummary cart={cart} />
          <CartSyncStatus />
        </>
      )}
      <p className="cart-dropdown__links">
        <Link to="/cart" className="button" onClick={onClose}>
          <Trans>View cart</Trans>
        </Link>
        {cart.items.length > 0 && (
          <Link to={CHECKOUT_PATH} className="button button--primary" onClick={onClose}>
            <Trans>Checkout</Trans>
          </Link>
        )}
      </p>
    </section>
  )
}

interface DropdownLineProps {
  item: CartItem
  onFollow: () => void
  onRemove: () => void
}

function DropdownLine({ item, onFollow, onRemove }: DropdownLineProps) {
  const name = item.product.name
  return (
    <li className="cart-line cart-line--compact">
      <CartLineImage item={item} size={48} />
      <div className="cart-line__body">
        <Link
          to="/product-preview/$articleNumber"
          params={{ articleNumber: item.articleNumber }}
          className="cart-line__name"
          onClick={onFollow}
        >
          {name}
        </Link>
        {item.options.length > 0 && <p className="cart-line__options">{optionsText(item)}</p>}
        <p className="cart-line__price">
          {item.quantity} × <Price ore={item.price} />
        </p>
      </div>
      <RemoveLineButton name={name} className="cart-line__remove" onRemove={onRemove}>
        <span aria-hidden="true">×</span>
      </RemoveLineButton>
    </li>
  )
}
