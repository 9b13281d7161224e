/** Names the brands a listing's filters carry by slug when its facets do not list them. */
import { queryOptions } from '@tanstack/react-query'
import { brandListAnswerSchema } from '../../../domain/article-schema'
import type { Locale } from '../../../domain/locale'
import { publicApi } from '../../lib/api-client'

export const brandsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['catalogue', 'brands', locale],
    queryFn: async () => {
      const body = await publicApi('/brand/list', { query: { lang: locale } })
      return brandListAnswerSchema.parse(body).data
    },
    staleTime: 60 * 60 * 1000,
  })
