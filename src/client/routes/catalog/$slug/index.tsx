import { createFileRoute, Link } from '@tanstack/react-router'
import { CategoryPage } from '../../../features/catalogue/components/category-page'
import { keepListingParams } from '../../../features/catalogue/listing-params'
import { parseListingSearch } from '../../../features/catalogue/listing-search'
import { useListingSearch } from '../../../features/catalogue/use-listing-search'
import { loadListing } from '../../-load-listing'

/** Only the very page counts as current (a link to a parent would be marked too). */
const EXACT = { exact: true, includeSearch: false }

/**
 * `/catalog/{slug}` — a category in the grid layout (spec §2), filters, sort and page in the
 * query (`filter_<slug>`, `sort`, `page`); malformed values are dropped, never an error.
 */
export const Route = createFileRoute('/catalog/$slug/')({
  validateSearch: keepListingParams,
  loaderDeps: ({ search }) => search,
  loader: ({ context, cause, deps, params }) => loadListing(context, cause, deps, params.slug),
  component: CategoryRoute,
})

function CategoryRoute() {
  const { slug } = Route.useParams()
  const params = Route.useSearch()
  const search = useListingSearch(params, parseListingSearch)
  return (
    <CategoryPage
      slug={slug}
      search={search}
      layout="grid"
      renderLayoutLink={(layout, label, current) => (
        <Link
          activeOptions={EXACT}
          to={layout === 'grid' ? '/catalog/$slug' : '/catalog/$slug/products'}
          params={{ slug }}
          search={search}
          aria-current={current ? 'page' : undefined}
          className="layout-switch__link"
        >
          {label}
        </Link>
      )}
    />
  )
}
