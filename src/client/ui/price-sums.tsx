import { Trans } from '@lingui/react/macro'
import { type Cart, shippingOf, taxOf } from '../../domain/cart'
import { Money } from './money'

interface SumsProps {
  subtotal: number
  shipping: number
  total: number
  /** The MVA the total contains. */
  tax: number
  /** Show the shipping line when it is 0 kr too (a chosen delivery method that costs nothing). */
  showFreeShipping?: boolean
}

/** Subtotal, shipping, total and the MVA the total contains: prices include MVA, so it is shown, not added. */
export function Sums({ subtotal, shipping, total, tax, showFreeShipping = false }: SumsProps) {
  return (
    <dl className="cart-summary">
      <div>
        <dt>
          <Trans>Subtotal</Trans>
        </dt>
        <dd>
          <Money ore={subtotal} />
        </dd>
      </div>
      {(shipping > 0 || showFreeShipping) && (
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
          <Money ore={total} />
        </dd>
      </div>
      {total > 0 && (
        <div className="cart-summary__tax">
          <dt>
            <Trans>Of which MVA (25 %)</Trans>
          </dt>
          <dd>
            <Money ore={tax} />
          </dd>
        </div>
      )}
    </dl>
  )
}

/** The cart's sums: flat shipping when it is not empty. */
export function CartSummary({ cart }: { cart: Cart }) {
  return (
    <Sums
      subtotal={cart.subtotal}
      shipping={shippingOf(cart)}
      total={cart.total}
      tax={taxOf(cart)}
    />
  )
}
