import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ModalDialog } from '../../../ui/modal-dialog'
import type { CardArticle } from '../../../ui/product-card'
import type { StockStatus } from '../../../../domain/article-schema'
import { canBeSold } from '../../../../domain/stock-status'
import { AddToCartForm } from './add-to-cart-form'
import { productName } from '../../../../domain/product-name'
import { ProductPrice } from './product-price'
import { StockBadge } from './stock-badge'
import { StockLeft } from '../../../ui/stock-left'
import './quick-view.css'

export type QuickViewArticle = CardArticle

/** The product page tells the real stock; a sold-out article still says so and cannot be added. */
export const QUICK_VIEW_STOCK: StockStatus = 'in-stock'

interface QuickViewDialogProps {
  article: QuickViewArticle
  onClose: () => void
  onAddToCart: (quantity: number) => void
}

export default function QuickViewDialog({ article, onClose, onAddToCart }: QuickViewDialogProps) {
  const name = productName(article)
  const image = article.images[0]?.imageURL400
  const soldOut = !canBeSold(article)
  return (
    <ModalDialog title={name} className="quick-view" onClose={onClose}>
      <div className="quick-view__body">
        {image && <img src={image} alt={name} width={200} height={200} />}
        <div className="quick-view__summary">
          <p>
            <Trans>Article number {article.articleNumber}</Trans>
          </p>
          {article.available && <ProductPrice price={article.price} discount={article.discount} />}
          <StockBadge
            status={soldOut ? 'out-of-stock' : QUICK_VIEW_STOCK}
            available={article.available}
          />
          {article.available && <StockLeft stock={article.stock} />}
          {article.available && (
            <AddToCartForm
              soldOut={soldOut}
              stock={article.stock}
              onAddToCart={(quantity) => {
                onAddToCart(quantity)
                onClose()
              }}
            />
          )}
          <Link
            to="/product-preview/$articleNumber"
            params={{ articleNumber: article.articleNumber }}
            className="quick-view__details"
            onClick={onClose}
          >
            <Trans>See full details</Trans>
          </Link>
        </div>
      </div>
    </ModalDialog>
  )
}
