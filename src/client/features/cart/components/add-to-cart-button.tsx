import { Trans, useLingui } from '@lingui/react/macro'
import { productName } from '../../../../domain/product-name'
import { useCart } from '../../../data/cart/cart'
import type { CartArticle } from '../../../data/cart/cart-product'
import { useCartActions } from '../use-cart-actions'
import { CartIcon } from './cart-icon'
import './add-to-cart-button.css'

/**
 * Named with the article so a list of cards tells its buttons apart. Once in the cart the card
 * shows the count with − and +, so a second set is a choice, not an unnoticed second tap.
 */
export function AddToCartButton({ article }: { article: CartArticle }) {
  const { t } = useLingui()
  const actions = useCartActions()
  const { cart } = useCart()
  const name = productName(article)
  const inCart = cart.items.find(
    (item) => item.articleId === article.articleId && item.options.length === 0,
  )
  if (!inCart) {
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
  const count = inCart.quantity
  return (
    <fieldset className="add-to-cart-stepper" aria-label={t`In the cart: ${name}`}>
      <button
        type="button"
        className="button add-to-cart-stepper__step"
        aria-label={count > 1 ? t`One fewer: ${name}` : t`Remove from cart: ${name}`}
        onClick={() =>
          void (count > 1
            ? actions.updateQuantities([{ articleId: article.articleId, quantity: count - 1 }])
            : actions.remove(article.articleId))
        }
      >
        <span aria-hidden="true">−</span>
      </button>
      <span className="add-to-cart-stepper__count" role="status">
        <CartIcon />
        <Trans>{count} in the cart</Trans>
      </span>
      <button
        type="button"
        className="button add-to-cart-stepper__step"
        aria-label={t`One more: ${name}`}
        disabled={article.availability === 'out-of-stock'}
        onClick={() => void actions.add(article, 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </fieldset>
  )
}
