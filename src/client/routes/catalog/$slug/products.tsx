import { createFileRoute } from '@tanstack/react-router'
import { loadListing } from '../../-load-listing'
import { listingSearch } from '../../-listing-search'
import { CategoryListing } from '../../-catalogue/category-listing'

/** `/catalog/{slug}/products` — the same category in the product-list layout. */
export const Route = createFileRoute('/catalog/$slug/products')({
  ...listingSearch,
  loader: ({ context, cause, deps, params }) => loadListing(context, cause, deps, params.slug),
  component: CategoryProductsRoute,
})

function CategoryProductsRoute() {
  const { slug } = Route.useParams()
  return <CategoryListing slug={slug} params={Route.useSearch()} layout="list" />
}
