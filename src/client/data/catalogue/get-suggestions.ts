/** A request overtaken by the next keystroke is aborted: React Query does once `signal` is used. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { type Suggestions, suggestionsAnswerSchema } from '../../../domain/article-schema'
import { isSearchableText, SEARCH_MAX_LENGTH } from '../../../domain/catalogue-rules'
import type { Locale } from '../../../domain/locale'
import { matchableText } from '../../../domain/text-input'
import { publicApi } from '../../lib/api-client'

export const SUGGESTED_PRODUCTS = 3
export const SUGGESTED_CATEGORIES = 4

export async function fetchSuggestions(
  search: string,
  lang: Locale,
  signal?: AbortSignal,
): Promise<Suggestions> {
  const answer = await publicApi('/tecdoc/suggestions', { query: { search, lang }, signal })
  const { products, categories } = suggestionsAnswerSchema.parse(answer)
  return {
    products: products.slice(0, SUGGESTED_PRODUCTS),
    categories: categories.slice(0, SUGGESTED_CATEGORIES),
  }
}

export const suggestionsQuery = (typed: string, lang: Locale) => {
  const search = matchableText(typed)
  return queryOptions({
    queryKey: ['suggestions', search.toLowerCase(), lang] as const,
    queryFn: ({ signal }) => fetchSuggestions(search, lang, signal),
    enabled: isSearchableText(search) && search.length <= SEARCH_MAX_LENGTH,
    staleTime: 5 * 60 * 1000,
    // Not kept a week: answers per prefix would pile up, and they tell what was looked for.
    gcTime: 5 * 60 * 1000,
    placeholderData: keepPreviousData,
    retry: false,
  })
}
