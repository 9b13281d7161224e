/**
 * `GET /api/tecdoc/suggestions?search&lang`: a few products and categories for the header box,
 * under `['suggestions', text, lang]`. A request overtaken by the next keystroke is aborted
 * (React Query aborts a query nobody watches any more once its `signal` was handed on).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { type Suggestions, suggestionsAnswerSchema } from '../../../../domain/article-schema'
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '../../../../domain/catalogue-rules'
import type { Locale } from '../../../../domain/locale'
import { publicApi } from '../../../lib/api-client'

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

export const suggestionsQuery = (search: string, lang: Locale) =>
  queryOptions({
    queryKey: ['suggestions', search.trim().toLowerCase(), lang] as const,
    queryFn: ({ signal }) => fetchSuggestions(search.trim(), lang, signal),
    enabled: search.trim().length >= SEARCH_MIN_LENGTH && search.trim().length <= SEARCH_MAX_LENGTH,
    // Typing back and forth asks once per text for a few minutes.
    staleTime: 5 * 60 * 1000,
    // Not kept for the week the saved cache lasts: one answer per typed prefix would pile up
    // on the device, and what was typed says what the person looked for.
    gcTime: 5 * 60 * 1000,
    // The list stays while the next text's suggestions come, instead of flickering empty.
    placeholderData: keepPreviousData,
    retry: false,
  })
