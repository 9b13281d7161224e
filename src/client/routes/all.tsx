import { createFileRoute } from '@tanstack/react-router'
import { GarageVehiclePack } from '../features/offline-packs/components/vehicle-pack-panel'
import { text, wholeNumber } from '../lib/search-params'
import { loadVehicleParts } from './-load-vehicle-parts'
import { VehiclePartsPage } from './-vehicle-parts-page'

/** Malformed values are dropped rather than failing the page. */
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
    <VehiclePartsPage
      path="/all"
      search={search}
      offlinePack={(carId, name) => <GarageVehiclePack carId={carId} name={name} />}
    />
  )
}
