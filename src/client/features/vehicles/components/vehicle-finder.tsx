import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { rememberVehicle } from '../../../data/vehicles/chosen-vehicle'
import { LabelledSection } from '../../../ui/labelled-section'
import { VehicleForm } from './vehicle-form'
import { useLocale } from '../../../i18n/locale-context'

export function VehicleFinder() {
  const queryClient = useQueryClient()
  const locale = useLocale()
  const navigate = useNavigate()
  return (
    <LabelledSection
      id="vehicle-finder-title"
      className="vehicle-finder"
      title={<Trans>Find parts for your car</Trans>}
    >
      <VehicleForm
        onVehicle={(vehicle) => {
          rememberVehicle(queryClient, vehicle, locale)
          void navigate({ to: '/all', search: { motorID: vehicle.engine.carId } })
        }}
      />
    </LabelledSection>
  )
}
