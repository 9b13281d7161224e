import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { ModalDialog } from '../../../ui/modal-dialog'
import { rememberVehicle } from '../../../data/vehicles/chosen-vehicle'
import { VehicleForm } from './vehicle-form'
import { garageStore, useGarage } from '../../../lib/garage/garage'
import { garageVehicleFromChoice } from '../../../lib/garage/garage-vehicle'
import { GarageList, GarageSyncStatus } from './garage-list'
import { useLocale } from '../../../i18n/locale-context'

export default function VehiclePickerDialog({ onClose }: { onClose: () => void }) {
  const garage = useGarage()
  const queryClient = useQueryClient()
  const locale = useLocale()
  const navigate = useNavigate()
  const [adding, setAdding] = useState(garage.items.length === 0)
  const showForm = adding || garage.items.length === 0

  return (
    <ModalDialog
      title={showForm ? <Trans>Add vehicle</Trans> : <Trans>Your garage</Trans>}
      onClose={onClose}
      className="vehicle-picker"
    >
      {showForm ? (
        <>
          <VehicleForm
            onVehicle={(vehicle) => {
              rememberVehicle(queryClient, vehicle, locale)
              void garageStore.add(garageVehicleFromChoice(vehicle))
              setAdding(false)
            }}
          />
          {garage.items.length > 0 && (
            <button type="button" className="button" onClick={() => setAdding(false)}>
              <Trans>Back to your vehicles</Trans>
            </button>
          )}
        </>
      ) : (
        <>
          <GarageList
            onSelected={(vehicle) => {
              onClose()
              if (vehicle) void navigate({ to: '/all', search: { motorID: vehicle.id } })
            }}
          />
          <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
            <Trans>Add vehicle</Trans>
          </button>
        </>
      )}
      <GarageSyncStatus />
    </ModalDialog>
  )
}
