import { Trans } from '@lingui/react/macro'
import { type Cart, shippingOf, taxOf } from '../../domain/cart'
import { mvaBreakdown } from '../../domain/mva-breakdown'
import { Money } from './money'
import { usePricesExMva } from './price'
import { TermRow } from './term-row'

interface SumsProps {
  subtotal: number
  shipping: number
  total: number
  /** The MVA the total contains. */
  tax: number
  /** The lines' totals incl. MVA, when shown beside the sums (their eks. mva shares add up). */
  lineTotals?: readonly number[]
  /** Show the shipping line when it is 0 kr too (a chosen delivery method that costs nothing). */
  showFreeShipping?: boolean
}

/**
 * Subtotal, shipping, total and the MVA the total contains: prices include MVA, so it is shown,
 * not added; the total without MVA is shown too. With prices eks. mva chosen, the sums are the
 * figures without MVA, then the MVA, then the total to pay: they add up to the øre (mva.ts).
 */
export function Sums({
  subtotal,
  shipping,
  total,
  tax,
  lineTotals = [subtotal],
  showFreeShipping = false,
}: SumsProps) {
  const exMva = usePricesExMva()
  const net = mvaBreakdown(lineTotals, shipping)
  const shippingRow = (shipping > 0 || showFreeShipping) && (
    <TermRow term={exMva ? <Trans>Shipping excl. MVA</Trans> : <Trans>Shipping</Trans>}>
      <Money ore={exMva ? net.shipping : shipping} />
    </TermRow>
  )
  if (exMva) {
    return (
      <dl className="cart-summary">
        <TermRow term={<Trans>Subtotal excl. MVA</Trans>}>
          <Money ore={net.subtotal} />
        </TermRow>
        {shippingRow}
        <TermRow term={<Trans>Total excl. MVA</Trans>} className="cart-summary__net">
          <Money ore={net.total} />
        </TermRow>
        {total > 0 && (
          <TermRow term={<Trans>MVA (25 %)</Trans>} className="cart-summary__tax">
            <Money ore={tax} />
          </TermRow>
        )}
        <TermRow term={<Trans>Total incl. MVA</Trans>} className="cart-summary__total">
          <Money ore={total} />
        </TermRow>
      </dl>
    )
  }
  return (
    <dl className="cart-summary">
      <TermRow term={<Trans>Subtotal</Trans>}>
        <Money ore={subtotal} />
      </TermRow>
      {shippingRow}
      <TermRow term={<Trans>Total</Trans>} className="cart-summary__total">
        <Money ore={total} />
      </TermRow>
      {total > 0 && (
        <>
          <TermRow term={<Trans>Of which MVA (25 %)</Trans>} className="cart-summary__tax">
            <Money ore={tax} />
          </TermRow>
          <TermRow term={<Trans>Total excl. MVA</Trans>} className="cart-summary__net">
            <Money ore={net.total} />
          </TermRow>
        </>
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
      lineTotals={cart.items.map((item) => item.total)}
    />
  )
}
