import { createFileRoute } from '@tanstack/react-router'
import { loadListing } from '../-load-listing'
import { listingSearch } from '../-listing-search'
import { AllProductsListing } from '../-catalogue/all-products-listing'

/**
 * `/catalog/products` — every product, filters as query parameters: `filter_<slug>`, `sort`,
 * `page` and `layout=list`; malformed values are dropped, never an error.
 */
export const Route = createFileRoute('/catalog/products')({
  ...listingSearch,
  loader: ({ context, cause, deps }) => loadListing(context, cause, deps),
  component: CatalogProductsRoute,
})

function CatalogProductsRoute() {
  return <AllProductsListing path="/catalog/products" params={Route.useSearch()} />
}
