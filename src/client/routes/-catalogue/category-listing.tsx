import { Link } from '@tanstack/react-router'
import { CategoryPage } from '../../features/catalogue/components/category-page'
import type { ListingParams } from '../../features/catalogue/listing-params'
import { type ListingLayout, parseListingSearch } from '../../features/catalogue/listing-search'
import { useListingSearch } from '../../features/catalogue/use-listing-search'
import { CardActions } from '../../shell/card-actions'
import { CardActionsProvider } from '../../ui/card-actions-slot'

/** Only the very page counts as current (a link to a parent would be marked too). */
const EXACT = { exact: true, includeSearch: false }

/** A category's listing: `/catalog/{slug}` in the grid, `/catalog/{slug}/products` in rows. */
export function CategoryListing({
  slug,
  params,
  layout,
}: {
  slug: string
  params: ListingParams
  layout: ListingLayout
}) {
  const search = useListingSearch(params, parseListingSearch)
  return (
    <CardActionsProvider value={CardActions}>
      <CategoryPage
        slug={slug}
        search={search}
        layout={layout}
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
    </CardActionsProvider>
  )
}
