import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useDeferredValue } from 'react'
import { featuredProductsQuery } from '../../data/catalogue/get-featured-products'
import { useLocale } from '../../i18n/locale-context'
import { CardActions } from '../../shell/card-actions'
import { LabelledSection } from '../../ui/labelled-section'
import { ProductCard } from '../../ui/product-card'

/**
 * 'Featured products' on the front page: the articles an admin marked (newest mark first),
 * then the best rated. Nothing is shown while they load or when there are none.
 */
export function FeaturedProducts() {
  const locale = useLocale()
  // The cards are drawn in a deferred render, which React slices: their arrival never holds
  // the main thread in one long task (a tap in between is answered at once).
  const articles = useDeferredValue(useQuery(featuredProductsQuery(locale)).data)
  if (!articles || articles.length === 0) return null
  return (
    <LabelledSection
      id="featured-title"
      className="featured-products"
      title={<Trans>Featured products</Trans>}
    >
      <ul className="product-grid">
        {articles.map((article) => (
          <li key={article.articleId}>
            <ProductCard article={article} actions={<CardActions article={article} />} />
          </li>
        ))}
      </ul>
    </LabelledSection>
  )
}
