/**
 * VIN entry: looked up 350 ms after the last keystroke (vin-lookup machine).
 */
import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { type ReactNode, useId, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import { useLocale } from '../../../i18n/locale-context'
import { isNetworkFailure } from '../../../lib/api-client'
import { InvalidVinError, lookupVehicleByVin } from '../../../data/vehicles/get-vehicle-by-vin'
import { vinLookupMachine } from '../machines/vin-lookup.machine'
import { modelBaseName } from '../../../data/vehicles/vehicle-labels'
import type { VinCandidate, VinVehicle } from '../../../data/vehicles/vehicle-options'

export interface VinEntryFieldProps {
  lookup: (vin: string) => Promise<VinVehicle | null>
  onVariantChosen?: (variant: VinCandidate, vehicle: VinVehicle) => void
}

/** Tests give a fake lookup. */
export function VinEntryField({ lookup, onVariantChosen }: VinEntryFieldProps) {
  const id = useId()
  // The machine is created once; the latest lookup is read when it calls out.
  const latestLookup = useRef(lookup)
  latestLookup.current = lookup
  const [machine] = useState(() =>
    vinLookupMachine.provide({
      actors: { lookupVin: fromPromise(({ input }) => latestLookup.current(input.vin)) },
    }),
  )
  const [snapshot, send] = useMachine(machine)
  const { vehicle, cause } = snapshot.context

  return (
    <div className="vin-entry">
      <label htmlFor={id}>
        <Trans>Vehicle identification number (VIN)</Trans>
      </label>
      <input
        id={id}
        type="text"
        name="vin"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
        aria-invalid={snapshot.matches('notFound')}
        onChange={(event) => send({ type: 'vin.changed', value: event.target.value })}
      />
      <div role="status" className="vin-entry__status">
        {snapshot.matches('found') && vehicle && <FoundMessage vehicle={vehicle} />}
        {snapshot.matches('notFound') && (
          <p>
            <Trans>Unable to find vehicle by VIN</Trans> {failureHint(cause)}
          </p>
        )}
      </div>
      {snapshot.matches('found') && vehicle && vehicle.variants.length > 0 && (
        <VariantChoices vehicle={vehicle} onChosen={onVariantChosen} />
      )}
    </div>
  )
}

function FoundMessage({ vehicle }: { vehicle: VinVehicle }) {
  const make = vehicle.make
  const years = vehicle.modelYears.join(' / ')
  return (
    <p>
      {years ? (
        <Trans>
          Vehicle found: {make}, model year {years}
        </Trans>
      ) : (
        <Trans>Vehicle found: {make}</Trans>
      )}
    </p>
  )
}

function failureHint(cause: unknown): ReactNode {
  if (cause instanceof InvalidVinError) {
    return <Trans>A VIN has 17 letters and digits and never contains I, O or Q.</Trans>
  }
  if (isNetworkFailure(cause)) {
    return (
      <Trans>You are offline, and this VIN has not been looked up on this device before.</Trans>
    )
  }
  return null
}

interface VariantChoicesProps {
  vehicle: VinVehicle
  onChosen: VinEntryFieldProps['onVariantChosen']
}

function VariantChoices({ vehicle, onChosen }: VariantChoicesProps) {
  return (
    <fieldset className="vin-entry__variants">
      <legend>
        <Trans>Choose your engine</Trans>
      </legend>
      {vehicle.variants.map((variant) => (
        <label key={variant.carId}>
          <input
            type="radio"
            name={`vin-variant-${vehicle.vin}`}
            value={variant.carId}
            onChange={() => onChosen?.(variant, vehicle)}
          />{' '}
          {[
            `${modelBaseName(variant.modelname)} ${variant.typeName}`,
            variant.powerKwFrom ? `${variant.powerKwFrom} kW` : null,
            variant.motorCode,
          ]
            .filter(Boolean)
            .join(' · ')}
        </label>
      ))}
    </fieldset>
  )
}

export function VinEntry({ onVariantChosen }: Pick<VinEntryFieldProps, 'onVariantChosen'>) {
  const queryClient = useQueryClient()
  const locale = useLocale()
  return (
    <VinEntryField
      lookup={(vin) => lookupVehicleByVin(queryClient, vin, locale)}
      onVariantChosen={onVariantChosen}
    />
  )
}
