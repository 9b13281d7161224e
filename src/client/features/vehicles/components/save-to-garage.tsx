import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useLocale } from '../../../i18n/locale-context'
import { vehicleDetailsQuery } from '../../../data/vehicles/get-vehicle-details'
import { garageStore, useGarage } from '../../../lib/garage/garage'
import { garageVehicleFromDetails } from '../../../lib/garage/garage-vehicle'
import './save-to-garage.css'

export function SaveToGarage({ carId }: { carId: number }) {
  const locale = useLocale()
  const garage = useGarage()
  const details = useQuery(vehicleDetailsQuery(locale, carId))
  const kept = garage.items.some((vehicle) => vehicle.id === carId)
  const current = garage.current?.id === carId

  if (kept && current) {
    return (
      <p className="save-to-garage save-to-garage--current">
        <span aria-hidden="true">✓ </span>
        <Trans>Your current vehicle — kept in your garage</Trans>
      </p>
    )
  }
  if (kept) {
    return (
      <p className="save-to-garage">
        <Trans>Kept in your garage.</Trans>{' '}
        <button type="button" className="button" onClick={() => garageStore.select(carId)}>
          <Trans>Make it your current vehicle</Trans>
        </button>
      </p>
    )
  }
  return (
    <p className="save-to-garage">
      <button
        type="button"
        className="button button--primary"
        disabled={!details.data}
        onClick={() => {
          if (details.data) void garageStore.add(garageVehicleFromDetails(details.data))
        }}
      >
        <Trans>Save in your garage</Trans>
      </button>
    </p>
  )
}
