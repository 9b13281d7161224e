import { createFileRoute } from '@tanstack/react-router'
import { BuyAgainButton } from '../../features/cart/components/buy-again-button'
import { VehicleJobsLink } from '../../features/jobs/components/vehicle-jobs-link'
import { GaragePage } from '../../features/vehicles/components/garage-page'
import { BuyAgainProvider } from '../../ui/buy-again-slot'

export const Route = createFileRoute('/account/garage')({
  component: GarageRoute,
})

function GarageRoute() {
  return (
    <BuyAgainProvider value={BuyAgainButton}>
      <GaragePage vehicleAction={(vehicle) => <VehicleJobsLink carId={vehicle.id} />} />
    </BuyAgainProvider>
  )
}
