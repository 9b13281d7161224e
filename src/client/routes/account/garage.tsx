import { createFileRoute } from '@tanstack/react-router'
import { VehicleJobsLink } from '../../features/jobs/components/vehicle-jobs-link'
import { GaragePage } from '../../features/vehicles/components/garage-page'

export const Route = createFileRoute('/account/garage')({
  component: GarageRoute,
})

function GarageRoute() {
  return <GaragePage vehicleAction={(vehicle) => <VehicleJobsLink carId={vehicle.id} />} />
}
