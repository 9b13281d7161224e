import { lazy, useState } from 'react'
import { LazyDialog } from '../../../ui/lazy-dialog'
import { useGarage } from '../../../data/garage/garage'
import { garageVehicleName } from '../../../data/garage/garage-vehicle'
import { GarageButtonView } from './garage-button-view'

const loadDialog = () => import('./vehicle-picker-dialog')
const VehiclePickerDialog = lazy(loadDialog)

export interface LiveGarageButtonProps {
  openAtStart: boolean
  takeFocus: boolean
}

export default function LiveGarageButton({ openAtStart, takeFocus }: LiveGarageButtonProps) {
  const garage = useGarage()
  const [open, setOpen] = useState(openAtStart)
  const name = garage.current ? garageVehicleName(garage.current) : null
  return (
    <>
      <GarageButtonView
        name={name}
        count={garage.items.length}
        onOpen={() => setOpen(true)}
        onWarm={() => void loadDialog()}
        focusOnMount={takeFocus}
      />
      {open && (
        <LazyDialog onClose={() => setOpen(false)}>
          <VehiclePickerDialog onClose={() => setOpen(false)} />
        </LazyDialog>
      )}
    </>
  )
}
