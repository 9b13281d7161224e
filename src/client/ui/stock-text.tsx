import { Trans } from '@lingui/react/macro'
import type { SavedArticle } from '../../domain/saved-article'
import './stock-text.css'

/** The stock status in words, as the wishlist and the compare page show it. */
export function StockText({
  article,
}: {
  article: Pick<SavedArticle, 'available' | 'availability'>
}) {
  return (
    <span
      className={`stock-text stock-text--${article.available ? (article.availability ?? 'unknown') : 'unavailable'}`}
    >
      <StockWords article={article} />
    </span>
  )
}

function StockWords({ article }: { article: Pick<SavedArticle, 'available' | 'availability'> }) {
  if (!article.available) return <Trans>Not available</Trans>
  switch (article.availability) {
    case 'in-stock':
      return <Trans>In stock</Trans>
    case 'out-of-stock':
      return <Trans>Out of stock</Trans>
    case 'on-backorder':
      return <Trans>On backorder</Trans>
    default:
      return <Trans>Stock unknown</Trans>
  }
}
