import { createFileRoute } from '@tanstack/react-router'
import { PART_NUMBER_MAX_LENGTH } from '../../../domain/catalogue-rules'
import { ArticleResultsPage } from '../../features/vehicles/components/article-results-page'
import { text, wholeNumber } from '../../lib/search-params'

/**
 * `/catalog/article?n=` — article number search (spec §2): `n` trimmed, at most 100
 * characters, and an optional `page`. Malformed values are dropped rather than failing the page.
 */
interface ArticleSearch {
  n?: string
  page?: number
  /** Only parts fitting this variant (carId), as the listings' vehicle filter (spec §4). */
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
  component: ArticleRoute,
})

function ArticleRoute() {
  const { n, page, filter_vehicle } = Route.useSearch()
  return <ArticleResultsPage number={n} page={page ?? 1} vehicle={filter_vehicle} />
}
