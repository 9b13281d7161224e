import { Trans } from '@lingui/react/macro'
import { useFormatPrice } from '../../../ui/price'
import './product-badges.css'

interface ProductPriceProps {
  /** Øre incl. MVA, before the discount. */
  price: number
  discount: number
}

export function ProductPrice({ price, discount }: ProductPriceProps) {
  const formatMoney = useFormatPrice()
  const discounted = discount > 0 && discount <= price
  return (
    <p className="product-price">
      <span className="product-price__current">
        {discounted && (
          <span className="visually-hidden">
            <Trans>Now</Trans>{' '}
          </span>
        )}
        {formatMoney(discounted ? price - discount : price)}
      </span>
      {discounted && (
        <>
          {' '}
          <s className="product-price__old">
            <span className="visually-hidden">
              <Trans>Before</Trans>{' '}
            </span>
            {formatMoney(price)}
          </s>
        </>
      )}
    </p>
  )
}
