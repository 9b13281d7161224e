import { createFileRoute, Link } from '@tanstack/react-router'
import { CategoryLinks } from '../features/catalogue/components/category-links'
import { GarageVehiclePack } from '../features/offline-packs/components/vehicle-pack-panel'
import { AllPartsPage } from '../features/vehicles/components/all-parts-page'
import { text, wholeNumber } from '../lib/search-params'
import { loadVehicleParts } from './-load-vehicle-parts'
import { CardActions } from '../shell/card-actions'
import { CardActionsProvider } from '../ui/card-actions-slot'

/**
 * `/all` — parts for a vehicle (spec §2): `motorID` (a variant's carId) or
 * `registreringsNummer` (a plate in lower case), an optional `category` slug and `page`.
 * Malformed values are dropped rather than failing the page.
 */
export interface AllSearch {
  motorID?: number
  registreringsNummer?: string
  category?: string
  page?: number
}

function parseAllSearch(raw: Record<string, unknown>): AllSearch {
  return {
    motorID: wholeNumber(raw.motorID),
    registreringsNummer: text(raw.registreringsNummer, 20)?.toLowerCase(),
    category: text(raw.category, 100),
    page: wholeNumber(raw.page),
  }
}

export const Route = createFileRoute('/all')({
  validateSearch: parseAllSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => loadVehicleParts(context, deps, cause),
  component: AllRoute,
})

function AllRoute() {
  const search = Route.useSearch()
  return (
    <CardActionsProvider value={CardActions}>
      <AllPartsPage
        search={search}
        offlinePack={(carId, name) => <GarageVehiclePack carId={carId} name={name} />}
        categories={
          <CategoryLinks
            selected={search.category}
            renderLink={({ slug, name, current }) => (
              <Link
                to="/all"
                search={(prev) => ({ ...prev, category: slug, page: undefined })}
                aria-current={current ? 'page' : undefined}
              >
                {name}
              </Link>
            )}
          />
        }
      />
    </CardActionsProvider>
  )
}
