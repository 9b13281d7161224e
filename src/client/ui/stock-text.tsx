import { Trans } from '@lingui/react/macro'
import type { SavedArticle } from '../../domain/saved-article'
import { StockWords } from './stock-words'
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
      <StockWords
        available={article.available}
        status={article.availability}
        unknown={<Trans>Stock unknown</Trans>}
      />
    </span>
  )
}
