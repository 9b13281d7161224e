import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useDocumentTitle } from '../../../ui/document-title'
import type { Article } from '../../../../domain/article-schema'
import { canBeSold } from '../../../../domain/stock-status'
import { AddToCartForm } from './add-to-cart-form'
import { ProductFitment } from './product-fitment'
import { ProductGallery } from './product-gallery'
import { productName } from '../../../../domain/product-name'
import { ProductPrice } from './product-price'
import { ProductRating } from './product-rating'
import { OeNumbers, ProductSpecs } from './product-specs'
import { StockBadge } from './stock-badge'
import { StockLeft } from '../../../ui/stock-left'
import './product.css'

export interface ProductDetailsProps {
  product: Article
  onAddToCart?: (quantity: number, product: Article) => void
  actions?: ReactNode
  context?: ReactNode
}

export function ProductDetails({ product, onAddToCart, actions, context }: ProductDetailsProps) {
  const name = productName(product)
  useDocumentTitle(name)
  return (
    <article className="product" aria-labelledby="product-title">
      <div className="product__media">
        <ProductGallery images={product.images} name={name} />
      </div>
      <div className="product__summary">
        <h1 id="product-title" className="product__title">
          {name}
        </h1>
        <p className="product__number">
          <Trans>Article number {product.articleNumber}</Trans>
        </p>
        <ProductRating rating={product.rating} reviews={product.reviews} />
        {product.available && <ProductPrice price={product.price} discount={product.discount} />}
        <StockBadge status={product.availability} available={product.available} />
        {product.available && <StockLeft stock={product.stock} />}
        <div className="product__actions">
          {product.available && (
            <AddToCartForm
              onAddToCart={onAddToCart && ((quantity) => onAddToCart(quantity, product))}
              soldOut={!canBeSold(product)}
              stock={product.stock}
            />
          )}
          {actions}
        </div>
      </div>
      <div className="product__more">
        <ProductSpecs product={product} />
        <OeNumbers numbers={product.oeNumbers ?? []} />
        <ProductFitment articleId={product.articleId} />
        {context}
      </div>
    </article>
  )
}
