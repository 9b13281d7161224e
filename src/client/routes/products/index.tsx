import { createFileRoute, Link } from '@tanstack/react-router'
import { AllProductsPage } from '../../features/catalogue/components/all-products-page'
import { keepListingParams } from '../../features/catalogue/listing-params'
import { parseListingSearchWithLayout } from '../../features/catalogue/listing-search'
import { useListingSearch } from '../../features/catalogue/use-listing-search'
import { loadListing } from '../-load-listing'

/** Only the very address counts as current (both layouts share the path). */
const EXACT = { exact: true }

/** `/products` — the product listing the menu links to (spec §2), as `/catalog/products`. */
export const Route = createFileRoute('/products/')({
  validateSearch: keepListingParams,
  loaderDeps: ({ search }) => search,
  loader: ({ context, cause, deps }) => loadListing(context, cause, deps),
  component: ProductsRoute,
})

function ProductsRoute() {
  const params = Route.useSearch()
  const search = useListingSearch(params, parseListingSearchWithLayout)
  return (
    <AllProductsPage
      search={search}
      layout={search.layout ?? 'grid'}
      renderLayoutLink={(layout, label, current) => (
        <Link
          activeOptions={EXACT}
          to="/products"
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
