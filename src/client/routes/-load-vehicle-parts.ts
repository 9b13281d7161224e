import { vehicleByRegistrationQuery } from '../data/vehicles/get-vehicle-by-registration'
import { vehicleCategoriesQuery } from '../data/vehicles/get-vehicle-categories'
import { vehicleDetailsQuery } from '../data/vehicles/get-vehicle-details'
import { vehiclePartsQuery } from '../data/vehicles/get-vehicle-parts'
import { type LoadCause, loadPageData } from '../offline/page-data'
import type { RouterContext } from '../router'

interface VehiclePartsSearch {
  motorID?: number
  registreringsNummer?: string
  category?: string
  page?: number
}

/**
 * The data of a vehicle's parts page (`/all`, `/catalog?engine=`): the vehicle, then the first
 * page of its parts. A plate is looked up only when the page is opened, not when a link to it
 * is hovered (`preload`); its parts wait for the candidate the page picks.
 */
export async function loadVehicleParts(
  { queryClient, locale }: RouterContext,
  search: VehiclePartsSearch,
  cause: LoadCause,
): Promise<void> {
  const { motorID, registreringsNummer: plate } = search
  if (plate !== undefined) {
    if (cause !== 'preload') {
      await loadPageData(queryClient, vehicleByRegistrationQuery(locale, plate), cause)
    }
    return
  }
  if (motorID === undefined) return
  // The vehicle's categories beside the parts are asked for with the vehicle, not after it.
  const categories = loadPageData(queryClient, vehicleCategoriesQuery(locale, motorID), cause)
  const vehicle = await loadPageData(queryClient, vehicleDetailsQuery(locale, motorID), cause)
  if (vehicle) {
    const request = { carId: motorID, category: search.category, page: search.page ?? 1 }
    await loadPageData(queryClient, vehiclePartsQuery(locale, request), cause)
  }
  await categories
}
