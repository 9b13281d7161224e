import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import type { GarageVehicle } from '../../../../domain/garage'
import { Link, useNavigate } from '@tanstack/react-router'
import { type ReactNode, useSyncExternalStore } from 'react'
import { useDocumentTitle } from '../../../ui/document-title'
import { rememberVehicle } from '../../../data/vehicles/chosen-vehicle'
import { VehicleForm } from './vehicle-form'
import { garageStore, useGarage } from '../../../lib/garage/garage'
import { garageVehicleFromChoice, garageVehicleName } from '../../../lib/garage/garage-vehicle'
import { GarageList, GarageSyncStatus } from './garage-list'
import { useLocale } from '../../../i18n/locale-context'
import { readToken, subscribeToken } from '../../../lib/session-token'
import { VehicleHistory } from './vehicle-history'

interface GaragePageProps {
  vehicleAction?: (vehicle: GarageVehicle) => ReactNode
}

export function GaragePage({ vehicleAction }: GaragePageProps) {
  const { t } = useLingui()
  const garage = useGarage()
  const queryClient = useQueryClient()
  const locale = useLocale()
  const navigate = useNavigate()
  const signedIn = useSyncExternalStore(
    subscribeToken,
    () => readToken() !== null,
    () => false,
  )
  useDocumentTitle(t`Your garage`)
  return (
    <section className="page page--garage" aria-labelledby="garage-title">
      <h1 id="garage-title">
        <Trans>Your garage</Trans>
      </h1>
      {garage.loaded && garage.items.length === 0 && (
        <p>
          <Trans>No vehicles yet. Add the cars you work on to find their parts quickly.</Trans>
        </p>
      )}
      {garage.items.length > 0 && (
        <GarageList
          vehicleAction={vehicleAction}
          onSelected={(vehicle) => {
            if (vehicle) void navigate({ to: '/all', search: { motorID: vehicle.id } })
          }}
        />
      )}
      <GarageSyncStatus />
      {garage.current && (
        <p>
          <Link to="/all" search={{ motorID: garage.current.id }}>
            <Trans>Parts for {garageVehicleName(garage.current)}</Trans>
          </Link>
        </p>
      )}
      {garage.current && signedIn && <VehicleHistory vehicle={garage.current} />}
      <section aria-labelledby="garage-add-title">
        <h2 id="garage-add-title">
          <Trans>Add vehicle</Trans>
        </h2>
        <VehicleForm
          onVehicle={(vehicle) => {
            rememberVehicle(queryClient, vehicle, locale)
            void garageStore.add(garageVehicleFromChoice(vehicle))
          }}
        />
      </section>
    </section>
  )
}
