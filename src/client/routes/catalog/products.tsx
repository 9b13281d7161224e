import { createFileRoute, Link } from '@tanstack/react-router'
import { AllProductsPage } from '../../features/catalogue/components/all-products-page'
import { keepListingParams } from '../../features/catalogue/listing-params'
import { parseListingSearchWithLayout } from '../../features/catalogue/listing-search'
import { useListingSearch } from '../../features/catalogue/use-listing-search'
import { loadListing } from '../-load-listing'

/** Only the very address counts as current (both layouts share the path). */
const EXACT = { exact: true }

/**
 * `/catalog/products` — every product, filters as query parameters (spec §2): `filter_<slug>`,
 * `sort`, `page` and `layout=list`; malformed values are dropped, never an error.
 */
export const Route = createFileRoute('/catalog/products')({
  validateSearch: keepListingParams,
  loaderDeps: ({ search }) => search,
  loader: ({ context, cause, deps }) => loadListing(context, cause, deps),
  component: CatalogProductsRoute,
})

function CatalogProductsRoute() {
  const params = Route.useSearch()
  const search = useListingSearch(params, parseListingSearchWithLayout)
  return (
    <AllProductsPage
      search={search}
      layout={search.layout ?? 'grid'}
      renderLayoutLink={(layout, label, current) => (
        <Link
          activeOptions={EXACT}
          to="/catalog/products"
          search={{ ...search, layout: layout === 'grid' ? undefined : layout }}
          aria-current={current ? 'page' : undefined}
          className="layout-switch__link"
        >
          {label}
        </Link>
      )}
    />
  )
}
