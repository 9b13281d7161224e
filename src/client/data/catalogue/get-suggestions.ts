/**
 * `GET /api/tecdoc/suggestions?search&lang`: a few products and categories for the header box,
 * under `['suggestions', text, lang]`. A request overtaken by the next keystroke is aborted
 * (React Query aborts a query nobody watches any more once its `signal` was handed on).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { type Suggestions, suggestionsAnswerSchema } from '../../../domain/article-schema'
import { isSearchableText, SEARCH_MAX_LENGTH } from '../../../domain/catalogue-rules'
import type { Locale } from '../../../domain/locale'
import { matchableText } from '../../../domain/text-input'
import { publicApi } from '../../lib/api-client'

/** The shop shows this many of each, as the specification says. */
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
  // Invisible marks and pasted controls are no part of what is looked for (text-input.ts).
  const search = matchableText(typed)
  return queryOptions({
    queryKey: ['suggestions', search.toLowerCase(), lang] as const,
    queryFn: ({ signal }) => fetchSuggestions(search, lang, signal),
    enabled: isSearchableText(search) && search.length <= SEARCH_MAX_LENGTH,
    // Typing back and forth asks once per text for a few minutes.
    staleTime: 5 * 60 * 1000,
    // Not kept for the week the saved cache lasts: one answer per typed prefix would pile up
    // on the device, and what was typed says what the person looked for.
    gcTime: 5 * 60 * 1000,
    // The list stays while the next text's suggestions come, instead of flickering empty.
    placeholderData: keepPreviousData,
    retry: false,
  })
}
