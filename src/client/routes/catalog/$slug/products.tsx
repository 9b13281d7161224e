import { createFileRoute, Link } from '@tanstack/react-router'
import { CategoryPage } from '../../../features/catalogue/components/category-page'
import { keepListingParams } from '../../../features/catalogue/listing-params'
import { parseListingSearch } from '../../../features/catalogue/listing-search'
import { useListingSearch } from '../../../features/catalogue/use-listing-search'
import { loadListing } from '../../-load-listing'

/** Only the very page counts as current (a link to a parent would be marked too). */
const EXACT = { exact: true, includeSearch: false }

/** `/catalog/{slug}/products` — the same category in the product-list layout (spec §2). */
export const Route = createFileRoute('/catalog/$slug/products')({
  validateSearch: keepListingParams,
  loaderDeps: ({ search }) => search,
  loader: ({ context, cause, deps, params }) => loadListing(context, cause, deps, params.slug),
  component: CategoryProductsRoute,
})

function CategoryProductsRoute() {
  const { slug } = Route.useParams()
  const params = Route.useSearch()
  const search = useListingSearch(params, parseListingSearch)
  return (
    <CategoryPage
      slug={slug}
      search={search}
      layout="list"
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
