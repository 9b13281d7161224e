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
  tax: number
  lineTotals?: readonly number[]
  showFreeShipping?: boolean
}

/** Prices include MVA, so it is shown, not added; with eks. mva chosen the sums still add up to the øre. */
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
