import { createFileRoute } from '@tanstack/react-router'
import type { JobVehicle } from '../../../domain/job-list'
import { JobsPage } from '../../features/jobs/components/jobs-page'
import { useGarage } from '../../data/garage/garage'
import { garageVehicleName } from '../../data/garage/garage-vehicle'
import { wholeNumber } from '../../lib/search-params'

/**
 * `/jobs` — the jobs; `carId` (a garage vehicle's) shows that car's and starts new ones for it.
 * Read in the page's own chunk rather than by `validateSearch`, which the front page would carry.
 */
export const Route = createFileRoute('/jobs/')({
  component: JobsRoute,
})

function JobsRoute() {
  const carId = wholeNumber(
    Route.useSearch({ select: (search: { carId?: unknown }) => search.carId }),
  )
  const garage = useGarage()
  const kept = carId === undefined ? undefined : garage.items.find((v) => v.id === carId)
  const vehicle: JobVehicle | null = kept
    ? { plate: null, carId: kept.id, label: garageVehicleName(kept) }
    : null
  return <JobsPage vehicle={vehicle} />
}
