import { Trans } from '@lingui/react/macro'
import type { useQuery } from '@tanstack/react-query'
import { memo, type ReactNode } from 'react'
import type { ArticlePage } from '../../../../domain/article-schema'
import { apiErrorText } from '../../../i18n/api-error-messages'
import type { useFitment } from '../../../data/garage/get-fitment'
import { requestProblem } from '../../../lib/request-problem'
import { OfflineMessage } from '../../../ui/offline-message'
import { ProductCards } from '../../../ui/product-cards'
import { type ListingLayout, PRODUCTS_PER_PAGE } from '../listing-search'
import '../../../ui/skeleton.css'

interface ResultsProps {
  query: ReturnType<typeof useQuery<ArticlePage>>
  ready: boolean
  layout: ListingLayout
  fitment: ReturnType<typeof useFitment>
  empty?: ReactNode
  onClear?: () => void
}

export function Results({ query, ready, layout, fitment, empty, onClear }: ResultsProps) {
  const listClass = layout === 'list' ? 'product-rows' : 'product-grid'
  if (!query.data) {
    if (ready && query.isPending && query.fetchStatus === 'paused') return <OfflineMessage />
    if (query.isError) {
      const problem = requestProblem(query.error)
      if (problem.kind === 'offline') return <OfflineMessage />
      // A 4xx will not mend by waiting: what the shop said is wrong, at once.
      const refused = problem.kind === 'rejected' && problem.status < 500
      return (
        <p role="alert">
          {refused ? (
            apiErrorText(problem.reason)
          ) : (
            <Trans>The products could not be loaded. Try again in a moment.</Trans>
          )}
        </p>
      )
    }
    return <Skeleton className={listClass} />
  }
  const { articles } = query.data
  if (articles.length === 0) {
    if (query.data.total > 0) return <Skeleton className={listClass} />
    return (
      empty ?? (
        <div className="listing__none">
          <p>
            <Trans>No products found.</Trans>
          </p>
          {onClear && (
            <button type="button" className="button" onClick={onClear}>
              <Trans>Clear all filters</Trans>
            </button>
          )}
        </div>
      )
    )
  }
  return <ProductItems className={listClass} articles={articles} fitment={fitment} />
}

/** Memoised: the listing around re-renders often (garage, query state, cache restore after take-over). */
const ProductItems = memo(function ProductItems({
  className,
  articles,
  fitment,
}: {
  className: string
  articles: ArticlePage['articles']
  fitment: ReturnType<typeof useFitment>
}) {
  return <ProductCards className={className} articles={articles} fitment={fitment} />
})

/** The size of the real cards, so nothing moves after the first answer. */
function Skeleton({ className }: { className: string }) {
  return (
    <ul className={`${className} skeleton-list`} aria-hidden="true">
      {Array.from({ length: PRODUCTS_PER_PAGE }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
        <li key={i}>
          <div className="part-card product-card skeleton-card">
            <div className="product-card__image skeleton" />
            <div className="product-card__body">
              <div className="skeleton skeleton--line" />
              <div className="skeleton skeleton--line skeleton--short" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  )
}
