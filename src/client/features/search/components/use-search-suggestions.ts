import { useQuery } from '@tanstack/react-query'
import type { SearchShape } from '../../../../domain/search-shape'
import { useLocale } from '../../../i18n/locale-context'
import { useGarage } from '../../../lib/garage/garage'
import { useRecentSearches } from '../../../lib/recent-searches'
import { requestProblem } from '../../../lib/request-problem'
import { suggestionsQuery } from '../../../data/catalogue/get-suggestions'
import { searchOptions, type VinVariant } from '../search-options'
import { useDebounced } from './use-debounced'

/** Pause after the last keystroke before suggestions are asked for, ms. */
export const SUGGESTIONS_DELAY_MS = 150

/** None from the shop for a VIN: its vehicles come from the VIN flow. */
export function useSearchSuggestions({
  text,
  shapes,
  vinVariants,
}: {
  text: string
  shapes: SearchShape[]
  vinVariants: VinVariant[]
}) {
  const locale = useLocale()
  const isVin = shapes[0]?.kind === 'vin'
  const debounced = useDebounced(text, SUGGESTIONS_DELAY_MS)
  const suggestionsOptions = suggestionsQuery(debounced, locale)
  const suggestions = useQuery({
    ...suggestionsOptions,
    enabled: !isVin && suggestionsOptions.enabled,
  })
  const { items: garage } = useGarage()
  const recent = useRecentSearches()
  const groups = searchOptions({
    text,
    shapes,
    vinVariants,
    garage,
    products: (!isVin && suggestions.data?.products) || [],
    categories: (!isVin && suggestions.data?.categories) || [],
    recent,
  })
  // The shop refused the text itself: say why now (another keystroke asks again).
  const problem = suggestions.isError ? requestProblem(suggestions.error) : null
  const refused = problem?.kind === 'rejected' && problem.status < 500 ? problem.reason : null
  return { groups, refused }
}
