import { createFileRoute } from '@tanstack/react-router'
import { loadListing } from '../-load-listing'
import { listingSearch } from '../-listing-search'
import { AllProductsListing } from '../-catalogue/all-products-listing'

/** `/products` — the product listing the menu links to, as `/catalog/products`. */
export const Route = createFileRoute('/products/')({
  ...listingSearch,
  loader: ({ context, cause, deps }) => loadListing(context, cause, deps),
  component: ProductsRoute,
})

function ProductsRoute() {
  return <AllProductsListing path="/products" params={Route.useSearch()} />
}
