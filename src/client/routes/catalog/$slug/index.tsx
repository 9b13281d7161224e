import { createFileRoute } from '@tanstack/react-router'
import { loadListing } from '../../-load-listing'
import { listingSearch } from '../../-listing-search'
import { CategoryListing } from '../../-catalogue/category-listing'

/**
 * `/catalog/{slug}` — a category in the grid layout, filters, sort and page in the query
 * (`filter_<slug>`, `sort`, `page`); malformed values are dropped, never an error.
 */
export const Route = createFileRoute('/catalog/$slug/')({
  ...listingSearch,
  loader: ({ context, cause, deps, params }) => loadListing(context, cause, deps, params.slug),
  component: CategoryRoute,
})

function CategoryRoute() {
  const { slug } = Route.useParams()
  return <CategoryListing slug={slug} params={Route.useSearch()} layout="grid" />
}
