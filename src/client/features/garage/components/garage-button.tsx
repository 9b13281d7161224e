import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import { useGarage } from '../garage'
import './garage.css'
import { garageVehicleName } from '../garage-vehicle'

const loadDialog = () => import('./vehicle-picker-dialog')
const VehiclePickerDialog = lazy(loadDialog)

/**
 * The header's vehicle-picker button (desktop and mobile): the current vehicle, or 'Choose
 * vehicle', with the number kept; opens the picker, loaded on first use.
 */
export function GarageButton() {
  const { t } = useLingui()
  const garage = useGarage()
  const [open, setOpen] = useState(false)
  const name = garage.current ? garageVehicleName(garage.current) : null
  return (
    <>
      <button
        type="button"
        className="indicator garage-button"
        aria-haspopup="dialog"
        aria-label={name ? t`Your vehicle: ${name}. Open your garage` : t`Choose vehicle`}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <CarIcon />
        <span className="indicator__label garage-button__label">
          {name ?? <Trans>Choose vehicle</Trans>}
        </span>
        {garage.items.length > 0 && (
          <span className="indicator__counter" aria-hidden="true">
            {garage.items.length}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <VehiclePickerDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}

function CarIcon() {
  return (
    <svg
      className="garage-button__icon"
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M5 17H3v-5l2-5h14l2 5v5h-2" />
      <path d="M3 12h18" />
      <circle cx="7.5" cy="17" r="2" />
      <circle cx="16.5" cy="17" r="2" />
      <path d="M9.5 17h5" />
    </svg>
  )
}
