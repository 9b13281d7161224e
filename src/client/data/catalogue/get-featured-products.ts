import { queryOptions } from '@tanstack/react-query'
import { featuredArticlesAnswerSchema } from '../../../domain/article-schema'
import type { Locale } from '../../../domain/locale'
import { publicApi } from '../../lib/api-client'

/** `GET /api/tecdoc/get-feature-products?lang` → `{ articles }`: at most 12. */
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
