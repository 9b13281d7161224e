import { createFileRoute } from '@tanstack/react-router'
import { PART_NUMBER_MAX_LENGTH, SEARCH_MIN_LENGTH } from '../../../domain/catalogue-rules'
import { articleNumberSearchQuery } from '../../data/catalogue/search-by-article-number'
import { ArticleResultsPage } from '../../features/vehicles/components/article-results-page'
import { text, wholeNumber } from '../../lib/search-params'
import { loadPageData } from '../../offline/page-data'
import { CardActions } from '../../shell/card-actions'
import { CardActionsProvider } from '../../ui/card-actions-slot'

/**
 * `/catalog/article?n=` — article number search: `n` trimmed, at most 100
 * characters, and an optional `page`. Malformed values are dropped rather than failing the page.
 */
interface ArticleSearch {
  n?: string
  page?: number
  /** Only parts fitting this variant (carId), as the listings' vehicle filter. */
  filter_vehicle?: number
}

function parseArticleSearch(raw: Record<string, unknown>): ArticleSearch {
  return {
    n: text(raw.n, PART_NUMBER_MAX_LENGTH),
    page: wholeNumber(raw.page),
    filter_vehicle: wholeNumber(raw.filter_vehicle),
  }
}

export const Route = createFileRoute('/catalog/article')({
  validateSearch: parseArticleSearch,
  loaderDeps: ({ search: { n, page, filter_vehicle } }) => ({ n, page: page ?? 1, filter_vehicle }),
  loader: async ({
    context: { queryClient, locale },
    cause,
    deps: { n, page, filter_vehicle },
  }) => {
    if (n === undefined || n.length < SEARCH_MIN_LENGTH) return
    const search = { number: n, page, vehicle: filter_vehicle }
    await loadPageData(queryClient, articleNumberSearchQuery(locale, search), cause)
  },
  component: ArticleRoute,
})

function ArticleRoute() {
  const { n, page, filter_vehicle } = Route.useSearch()
  return (
    <CardActionsProvider value={CardActions}>
      <ArticleResultsPage number={n} page={page ?? 1} vehicle={filter_vehicle} />
    </CardActionsProvider>
  )
}
