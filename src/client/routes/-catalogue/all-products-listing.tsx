import { Link } from '@tanstack/react-router'
import { AllProductsPage } from '../../features/catalogue/components/all-products-page'
import type { ListingParams } from '../../features/catalogue/listing-params'
import { parseListingSearchWithLayout } from '../../features/catalogue/listing-search'
import { useListingSearch } from '../../features/catalogue/use-listing-search'
import { CardActions } from '../../shell/card-actions'
import { CardActionsProvider } from '../../ui/card-actions-slot'

/** Only the very address counts as current (both layouts share the path). */
const EXACT = { exact: true }

/** Every product, at `/products` (the menu's link) and `/catalog/products`: `layout=list` for rows. */
export function AllProductsListing({
  path,
  params,
}: {
  path: '/products' | '/catalog/products'
  params: ListingParams
}) {
  const search = useListingSearch(params, parseListingSearchWithLayout)
  return (
    <CardActionsProvider value={CardActions}>
      <AllProductsPage
        search={search}
        layout={search.layout ?? 'grid'}
        renderLayoutLink={(layout, label, current) => (
          <Link
            activeOptions={EXACT}
            to={path}
            search={{ ...search, layout: layout === 'grid' ? undefined : layout }}
            aria-current={current ? 'page' : undefined}
            className="layout-switch__link"
          >
            {label}
          </Link>
        )}
      />
    </CardActionsProvider>
  )
}
