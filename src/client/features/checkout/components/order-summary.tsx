import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Cart } from '../../../../domain/cart'
import { mvaBreakdown } from '../../../../domain/mva-breakdown'
import type { OrderSums } from '../../../../domain/order'
import { CartLineImage } from '../../../ui/cart-line-image'
import { Price } from '../../../ui/price'
import { Sums } from '../../../ui/price-sums'
import { PricesExMvaSwitch } from '../../../ui/prices-ex-mva-switch'

interface OrderSummaryProps {
  cart: Cart
  sums: OrderSums
  vehicleName?: string
  children: ReactNode
}

export function OrderSummary({ cart, sums, vehicleName, children }: OrderSummaryProps) {
  const lineTotals = cart.items.map((item) => item.total)
  const net = mvaBreakdown(lineTotals, sums.shipping)
  return (
    <aside className="checkout__summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">
        <Trans>Your order</Trans>
      </h2>
      {vehicleName && (
        <p className="checkout__vehicle">
          <Trans>For the vehicle {vehicleName}</Trans>
        </p>
      )}
      <ul className="checkout-lines">
        {cart.items.map((item, index) => (
          <li key={`${item.articleId}|${item.options.map((o) => o.value).join('|')}`}>
            <CartLineImage item={item} size={48} />
            <span className="checkout-lines__name">
              {item.product.name}{' '}
              <span className="checkout-lines__quantity">× {item.quantity}</span>
            </span>
            <Price ore={item.total} exMva={net.lines[index]} />
          </li>
        ))}
      </ul>
      <Sums
        subtotal={sums.subtotal}
        shipping={sums.shipping}
        total={sums.total}
        tax={sums.tax}
        lineTotals={lineTotals}
        showFreeShipping
      />
      <PricesExMvaSwitch />
      <p className="checkout__prices-note">
        <Trans>Prices include MVA. The shop checks prices and stock when you order.</Trans>
      </p>
      {children}
    </aside>
  )
}
