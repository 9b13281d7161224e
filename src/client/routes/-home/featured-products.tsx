import { Trans } from '@lingui/react/macro'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useDeferredValue } from 'react'
import { featuredArticlesAnswerSchema } from '../../../domain/article-schema'
import type { Locale } from '../../../domain/locale'
import { useLocale } from '../../i18n/locale-context'
import { publicApi } from '../../lib/api-client'
import { CardActions } from '../../shell/card-actions'
import { LabelledSection } from '../../ui/labelled-section'
import { ProductCard } from '../../ui/product-card'

export const featuredProductsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['catalogue', 'featured', locale],
    queryFn: async () => {
      const answer = await publicApi('/tecdoc/get-feature-products', { query: { lang: locale } })
      return featuredArticlesAnswerSchema.parse(answer).articles
    },
    // Always asked again on a visit (a cheap 304 while unchanged): an admin's mark shows at once.
    staleTime: 0,
  })

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
