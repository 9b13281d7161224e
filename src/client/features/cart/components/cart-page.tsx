import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useEffect, useRef } from 'react'
import { type CartItem, isSoldOutLine, shippingOf } from '../../../../domain/cart'
import { mvaBreakdown } from '../../../../domain/mva-breakdown'
import { useDocumentTitle } from '../../../ui/document-title'
import { useFocusAfterRemoval } from '../../../ui/use-focus-after-removal'
import { Price, usePricesExMva } from '../../../ui/price'
import { QuantityInput } from '../../../ui/quantity-input'
import { StockLeft } from '../../../ui/stock-left'
import { quantityBoundsFor } from '../../../../domain/stock'
import { type QuantityField, useQuantityField } from '../../../ui/quantity-field'
import { useCart } from '../../../data/cart/cart'
import { useCartActions } from '../use-cart-actions'
import { CHECKOUT_PATH, lineKey, optionsText } from './cart-lines'
import { CartLineImage } from '../../../ui/cart-line-image'
import { CartSummary } from '../../../ui/price-sums'
import { DeviceSharedLinks } from './device-shared-links'
import { ShareLink } from '../../../ui/share-link'
import { shareAsLink } from '../../../data/shared-lists/create-share'
import { CartSyncStatus } from './cart-sync-status'
import './cart.css'
import { RemoveLineButton } from './remove-line-button'
import { PricesExMvaSwitch } from '../../../ui/prices-ex-mva-switch'

interface LineField {
  field: QuantityField
  input: HTMLInputElement | null
}

/** A sold-out line blocks checkout until it is removed: the server would refuse the order. */
export function CartPage() {
  const { t } = useLingui()
  useDocumentTitle(t`Cart`)
  const { cart, loaded } = useCart()
  const shareBody = () => ({
    kind: 'cart' as const,
    lines: cart.items.map((item) => ({ articleId: item.articleId, quantity: item.quantity })),
  })
  const { heading, list, removedAt } = useFocusAfterRemoval<HTMLUListElement>(
    cart.items,
    '.cart-line__remove',
    { focusHeadingAtStart: true },
  )
  const actions = useCartActions()
  const fields = useRef(new Map<string, LineField>())
  const soldOut = cart.items.some(isSoldOutLine)
  const exMva = usePricesExMva()
  const net = mvaBreakdown(
    cart.items.map((item) => item.total),
    shippingOf(cart),
  )

  const update = (event: FormEvent) => {
    event.preventDefault()
    const lines = cart.items.map((item) => ({ item, line: fields.current.get(lineKey(item)) }))
    // A box showing something that is not a quantity stops the update, with its message.
    const wrong = lines.find(({ line }) => line?.field.problem)
    if (wrong) {
      wrong.line?.input?.focus()
      return
    }
    void actions.updateQuantities(
      lines.map(({ item, line }) => ({
        articleId: item.articleId,
        options: item.options,
        quantity: line?.field.value ?? item.quantity,
      })),
    )
  }

  return (
    <section className="page page--cart" aria-labelledby="cart-title">
      <h1 id="cart-title" ref={heading} tabIndex={-1}>
        <Trans>Cart</Trans>
      </h1>
      <CartSyncStatus />
      {!loaded ? (
        <p role="status">
          <Trans>Loading the cart…</Trans>
        </p>
      ) : cart.items.length === 0 ? (
        <div className="cart-empty">
          <p>
            <Trans>The cart is empty.</Trans>
          </p>
          <p>
            <Link to="/catalog" className="button button--primary">
              <Trans>Find parts</Trans>
            </Link>
          </p>
        </div>
      ) : (
        <div className="cart-page">
          <form className="cart-page__lines" onSubmit={update} noValidate>
            <ul className="cart-lines" ref={list}>
              {cart.items.map((item, index) => (
                <CartLineRow
                  // A new stored quantity (an update, another tab) starts the box afresh.
                  key={`${lineKey(item)}@${item.quantity}`}
                  item={item}
                  totalExMva={net.lines[index]}
                  fields={fields.current}
                  onRemove={() => {
                    removedAt.current = index
                    void actions.remove(item.articleId, item.options)
                  }}
                />
              ))}
            </ul>
            <button type="submit" className="button">
              <Trans>Update cart</Trans>
            </button>
          </form>
          <aside className="cart-page__sums" aria-labelledby="cart-sums-title">
            <h2 id="cart-sums-title">
              <Trans>Summary</Trans>
            </h2>
            <CartSummary cart={cart} />
            {!exMva && (
              <p className="cart-page__vat">
                <Trans>Prices include 25% VAT (MVA).</Trans>
              </p>
            )}
            <PricesExMvaSwitch />
            {soldOut ? (
              <>
                <p id="cart-sold-out" className="alert alert--danger">
                  <Trans>
                    Some parts in the cart are out of stock. Remove them before you go to checkout.
                  </Trans>
                </p>
                <button
                  type="button"
                  className="button button--primary cart-page__checkout"
                  disabled
                  aria-describedby="cart-sold-out"
                >
                  <Trans>Checkout</Trans>
                </button>
              </>
            ) : (
              <Link to={CHECKOUT_PATH} className="button button--primary cart-page__checkout">
                <Trans>Checkout</Trans>
              </Link>
            )}
            <ShareLink
              share={() => shareAsLink(shareBody(), { cartId: cart.cartId || undefined })}
            />
          </aside>
        </div>
      )}
      <DeviceSharedLinks kind="cart" />
      <p className="cart-note">
        <Trans>
          Your cart is kept on this device, so it is here after a reload and without a connection.
        </Trans>
      </p>
    </section>
  )
}

interface CartLineRowProps {
  item: CartItem
  totalExMva?: number
  fields: Map<string, LineField>
  onRemove: () => void
}

function CartLineRow({ item, totalExMva, fields, onRemove }: CartLineRowProps) {
  const field = useQuantityField(quantityBoundsFor(item.product.stock), item.quantity)
  const input = useRef<HTMLInputElement>(null)
  const key = lineKey(item)
  const name = item.product.name
  // The form reads every line's box when it is sent; a removed line takes its box away.
  useEffect(() => {
    fields.set(key, { field, input: input.current })
  })
  useEffect(
    () => () => {
      fields.delete(key)
    },
    [fields, key],
  )

  return (
    <li className="cart-line">
      <CartLineImage item={item} size={80} />
      <div className="cart-line__body">
        <h2 className="cart-line__title">
          <Link
            to="/product-preview/$articleNumber"
            params={{ articleNumber: item.articleNumber }}
            className="cart-line__name"
          >
            {name}
          </Link>
        </h2>
        <p>
          <Trans>Article number {item.articleNumber}</Trans>
        </p>
        {item.options.length > 0 && <p className="cart-line__options">{optionsText(item)}</p>}
        <p>
          <Trans>Unit price</Trans>: <Price ore={item.price} />
        </p>
        <StockLeft stock={item.product.stock} />
        {isSoldOutLine(item) && (
          <p className="cart-line__sold-out">
            <Trans>Out of stock. Remove this line to place the order.</Trans>
          </p>
        )}
      </div>
      <div className="cart-line__quantity">
        <QuantityInput
          field={field}
          inputRef={input}
          label={
            <>
              <Trans>Quantity</Trans>
              <span className="visually-hidden"> {name}</span>
            </>
          }
        />
      </div>
      <p className="cart-line__total">
        <span className="visually-hidden">
          <Trans>Line total</Trans>:{' '}
        </span>
        <Price ore={item.total} exMva={totalExMva} />
      </p>
      <RemoveLineButton name={name} className="button cart-line__remove" onRemove={onRemove}>
        <Trans>Remove</Trans>
      </RemoveLineButton>
    </li>
  )
}
