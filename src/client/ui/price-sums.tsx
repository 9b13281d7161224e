import { Trans } from '@lingui/react/macro'
import { type Cart, shippingOf, taxOf } from '../../domain/cart'
import { Money } from './money'
import { TermRow } from './term-row'

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
      <TermRow term={<Trans>Subtotal</Trans>}>
        <Money ore={subtotal} />
      </TermRow>
      {(shipping > 0 || showFreeShipping) && (
        <TermRow term={<Trans>Shipping</Trans>}>
          <Money ore={shipping} />
        </TermRow>
      )}
      <TermRow term={<Trans>Total</Trans>} className="cart-summary__total">
        <Money ore={total} />
      </TermRow>
      {total > 0 && (
        <TermRow term={<Trans>Of which MVA (25 %)</Trans>} className="cart-summary__tax">
          <Money ore={tax} />
        </TermRow>
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
