import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useDeferredValue } from 'react'
import { featuredProductsQuery } from '../../data/catalogue/get-featured-products'
import { useLocale } from '../../i18n/locale-context'
import { CardActions } from '../../shell/card-actions'
import { LabelledSection } from '../../ui/labelled-section'
import { ProductCard } from '../../ui/product-card'

export function FeaturedProducts() {
  const locale = useLocale()
  // A deferred render, which React slices: the cards' arrival never holds the main thread in one long task.
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
