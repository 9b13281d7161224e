import { Trans, useLingui } from '@lingui/react/macro'
import { productName } from '../../../../domain/product-name'
import type { CartArticle } from '../cart-product'
import { useCartActions } from '../use-cart-actions'
import { CartIcon } from './cart-icon'
import './add-to-cart-button.css'

/**
 * A product card's 'Add to cart': one piece of the article as the card shows it. Named with
 * the article ('Add to cart: BOSCH Bremseklosser') so a list of cards tells its buttons apart.
 * A sold-out article's button is there but disabled, beside the card's 'Out of stock'.
 */
export function AddToCartButton({ article }: { article: CartArticle }) {
  const { t } = useLingui()
  const actions = useCartActions()
  const name = productName(article)
  return (
    <button
      type="button"
      className="button button--primary add-to-cart-button"
      aria-label={t`Add to cart: ${name}`}
      disabled={article.availability === 'out-of-stock'}
      onClick={() => void actions.add(article, 1)}
    >
      <CartIcon />
      <span>
        <Trans>Add to cart</Trans>
      </span>
    </button>
  )
}
