import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { CategoryLinks } from '../features/catalogue/components/category-links'
import { AllPartsPage } from '../features/vehicles/components/all-parts-page'
import type { VehicleSearch } from '../features/vehicles/components/use-resolved-vehicle'
import { CardActions } from '../shell/card-actions'
import { CardActionsProvider } from '../ui/card-actions-slot'

/** A vehicle's parts with the categories to narrow them, each a link that keeps the vehicle. */
export function VehiclePartsPage({
  path,
  search,
  offlinePack,
}: {
  path: '/all' | '/catalog'
  search: VehicleSearch & { category?: string; page?: number }
  offlinePack?: (carId: number, name: string) => ReactNode
}) {
  return (
    <CardActionsProvider value={CardActions}>
      <AllPartsPage
        search={search}
        offlinePack={offlinePack}
        categories={(carId) => (
          <CategoryLinks
            carId={carId}
            selected={search.category}
            renderLink={({ slug, name, count, current }) => (
              <Link
                to={path}
                search={(prev) => ({ ...prev, category: slug, page: undefined })}
                // The page moves to the parts itself; only this link is the current one.
                resetScroll={false}
                activeOptions={{ exact: true }}
                aria-current={current ? 'page' : undefined}
              >
                <span>
                  {name}
                  {count !== null && (
                    <>
                      {' '}
                      <span className="category-links__count">({count})</span>
                    </>
                  )}
                </span>
              </Link>
            )}
          />
        )}
      />
    </CardActionsProvider>
  )
}
