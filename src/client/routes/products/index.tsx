import { createFileRoute } from '@tanstack/react-router'
import { keepListingParams } from '../../features/catalogue/listing-params'
import { loadListing } from '../-load-listing'
import { AllProductsListing } from '../-catalogue/all-products-listing'

/** `/products` — the product listing the menu links to, as `/catalog/products`. */
export const Route = createFileRoute('/products/')({
  validateSearch: keepListingParams,
  loaderDeps: ({ search }) => search,
  loader: ({ context, cause, deps }) => loadListing(context, cause, deps),
  component: ProductsRoute,
})

function ProductsRoute() {
  return <AllProductsListing path="/products" params={Route.useSearch()} />
}
