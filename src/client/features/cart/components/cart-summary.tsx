import { Trans } from '@lingui/react/macro'
import { type Cart, shippingOf, taxOf } from '../../../../domain/cart'
import { Money } from '../../../ui/money'

/**
 * The cart's sums (spec §9): subtotal, flat shipping when the cart is not empty, the total to
 * pay, and the 25 % MVA that total contains — prices include MVA, so it is shown, not added.
 */
export function CartSummary({ cart }: { cart: Cart }) {
  const shipping = shippingOf(cart)
  return (
    <dl className="cart-summary">
      <div>
        <dt>
          <Trans>Subtotal</Trans>
        </dt>
        <dd>
          <Money ore={cart.subtotal} />
        </dd>
      </div>
      {shipping > 0 && (
        <div>
          <dt>
            <Trans>Shipping</Trans>
          </dt>
          <dd>
            <Money ore={shipping} />
          </dd>
        </div>
      )}
      <div className="cart-summary__total">
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd>
          <Money ore={cart.total} />
        </dd>
      </div>
      {cart.items.length > 0 && (
        <div className="cart-summary__tax">
          <dt>
            <Trans>Of which MVA (25 %)</Trans>
          </dt>
          <dd>
            <Money ore={taxOf(cart)} />
          </dd>
        </div>
      )}
    </dl>
  )
}
