import type { Fitment } from '../data/garage/get-fitment'
import type { Article } from '../../domain/article-schema'
import { CardActionsSlot } from './card-actions-slot'
import { PRIORITY_CARDS, ProductCard } from './product-card'

interface ProductCardsProps {
  className: string
  articles: readonly Article[]
  /** Whether each fits the garage's current vehicle; null when that is not asked. */
  fitment: ((articleId: number) => Fitment) | null
  /** The first cards' pictures load at once (the top of a listing). */
  prioritise?: boolean
}

/** A page of product cards, each with the buttons the route provides. */
export function ProductCards({
  className,
  articles,
  fitment,
  prioritise = true,
}: ProductCardsProps) {
  return (
    <ul className={className}>
      {articles.map((article, index) => (
        <li key={article.articleId}>
          <ProductCard
            priority={prioritise && index < PRIORITY_CARDS}
            article={article}
            fitment={fitment?.(article.articleId)}
            actions={<CardActionsSlot article={article} />}
          />
        </li>
      ))}
    </ul>
  )
}
