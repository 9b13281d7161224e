import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Article } from '../../domain/article-schema'
import { productSlug } from '../../domain/product-slug'
import { useFormatPrice } from './price'
import type { Fitment } from '../data/garage/get-fitment'
import { FitmentBadge } from './fitment-badge'
import { StockWords } from './stock-words'
import './product-card.css'

/** What a product card shows of an article. */
export type CardArticle = Pick<
  Article,
  | 'articleId'
  | 'articleNumber'
  | 'articleName'
  | 'mfrName'
  | 'price'
  | 'discount'
  | 'available'
  | 'availability'
  | 'images'
> &
  Partial<Pick<Article, 'stock'>>

/** Cards at the top of a list whose picture loads at once: the first row on a phone. */
export const PRIORITY_CARDS = 2

interface ProductCardProps {
  article: CardArticle
  /** Whether it fits the garage's current vehicle ('Passer din bil' / 'Passer ikke'). */
  fitment?: Fitment
  /** Buttons for the article (wishlist, compare, quick view), under the price. */
  actions?: ReactNode
  /** The first cards of a page: their picture is what the page shows first, fetched at once. */
  priority?: boolean
}

/**
 * One article in a list: picture, name (a link to its product page, `/products/{slug}`),
 * brand, article number, price after discount, stock and the fitment badge. Lists lay the
 * cards out as a grid or as rows (`.product-grid` / `.product-rows`).
 */
export function ProductCard({ article, fitment, actions, priority = false }: ProductCardProps) {
  const formatMoney = useFormatPrice()
  const image = article.images[0]?.imageURL400
  const discounted = article.discount > 0
  return (
    <article className="part-card product-card" aria-labelledby={`part-${article.articleId}`}>
      <div className="product-card__image">
        {image && (
          <img
            src={image}
            alt={article.articleName}
            width={120}
            height={120}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
          />
        )}
      </div>
      <div className="product-card__body">
        <h3 id={`part-${article.articleId}`}>
          <Link to="/products/$slug" params={{ slug: productSlug(article) }}>
            {article.articleName}
          </Link>
        </h3>
        <p className="part-card__brand">{article.mfrName}</p>
        <p className="part-card__number">
          <Trans>Article number {article.articleNumber}</Trans>
        </p>
        {fitment && <FitmentBadge fitment={fitment} />}
      </div>
      <div className="product-card__buy">
        {article.available && (
          <p className="part-card__price">
            {discounted && (
              <>
                <del>
                  <span className="visually-hidden">
                    <Trans>Before:</Trans>{' '}
                  </span>
                  {formatMoney(article.price)}
                </del>{' '}
              </>
            )}
            {formatMoney(article.price - article.discount)}
          </p>
        )}
        <p className={`part-card__stock product-card__stock--${stockClass(article)}`}>
          <StockWords available={article.available} status={article.availability} />
        </p>
        {actions && <div className="product-card__actions">{actions}</div>}
      </div>
    </article>
  )
}

function stockClass(article: CardArticle): string {
  return article.available ? (article.availability ?? 'unknown') : 'unavailable'
}
