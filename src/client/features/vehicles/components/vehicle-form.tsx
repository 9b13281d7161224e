import { Trans, useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { useEffect, useId, useRef, useState } from 'react'
import { useLocale } from '../../../i18n/locale-context'
import {
  type PickerLevel,
  type PickerLevelState,
  vehiclePickerMachine,
} from '../machines/vehicle-picker.machine'
import { modelSeriesLabel, variantLabel } from '../vehicle-labels'
import type { ChosenVehicle } from '../vehicle-options'
import { useVehicleLookups } from './vehicle-lookups'
import './vehicle-finder.css'

interface VehicleFormProps {
  /** Called once the engine is chosen. */
  onVehicle: (vehicle: ChosenVehicle) => void
}

/** The vehicle form (spec §4): year → brand → model → engine, each loaded from the choice before. */
export function VehicleForm({ onVehicle }: VehicleFormProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const lookups = useVehicleLookups()
  const onVehicleRef = useRef(onVehicle)
  useEffect(() => {
    onVehicleRef.current = onVehicle
  }, [onVehicle])
  // The machine is set up once per form, with the lookups given when it mounts.
  const [machine] = useState(() =>
    vehiclePickerMachine.provide({
      actors: lookups,
      actions: { onVehicle: (_, { vehicle }) => onVehicleRef.current(vehicle) },
    }),
  )
  const [snapshot, send] = useMachine(machine, { input: { withYear: true } })
  const { levels } = snapshot.context
  const words = { present: t`present`, hp: t`hp` }

  const labels: Record<PickerLevel, string> = {
    year: t`Year`,
    brand: t`Brand`,
    model: t`Model`,
    engine: t`Engine`,
  }
  const failedLevel = (Object.keys(levels) as PickerLevel[]).find(
    (level) => levels[level].status === 'failed',
  )
  const loadingLevel = (Object.keys(levels) as PickerLevel[]).find(
    (level) => levels[level].status === 'loading',
  )

  return (
    <form className="vehicle-form" onSubmit={(event) => event.preventDefault()}>
      <PickerSelect
        label={labels.year}
        level={levels.year}
        placeholder={t`Choose year`}
        options={levels.year.options.map((year) => ({ id: year, label: String(year) }))}
        onChoose={(year) => send({ type: 'year.selected', year })}
      />
      <PickerSelect
        label={labels.brand}
        level={levels.brand}
        placeholder={t`Choose brand`}
        options={levels.brand.options.map((make) => ({ id: make.manuId, label: make.manuName }))}
        onChoose={(manuId) => send({ type: 'brand.selected', manuId })}
      />
      <PickerSelect
        label={labels.model}
        level={levels.model}
        placeholder={t`Choose model`}
        options={levels.model.options.map((model) => ({
          id: model.modelId,
          label: modelSeriesLabel(model, locale, words.present),
        }))}
        onChoose={(modelId) => send({ type: 'model.selected', modelId })}
      />
      <PickerSelect
        label={labels.engine}
        level={levels.engine}
        placeholder={t`Choose engine`}
        options={levels.engine.options.map((engine) => ({
          id: engine.carId,
          label: variantLabel(engine, locale, words),
        }))}
        onChoose={(carId) => send({ type: 'engine.selected', carId })}
      />
      <p role="status" className="vehicle-form__status">
        {loadingLevel && <Trans>Loading {labels[loadingLevel].toLowerCase()}…</Trans>}
      </p>
      {failedLevel && (
        <div role="alert" className="vehicle-form__error">
          <p>
            <Trans>
              The choices for {labels[failedLevel].toLowerCase()} could not be loaded. Check your
              connection and try again.
            </Trans>
          </p>
          <button type="button" onClick={() => send({ type: 'options.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
    </form>
  )
}

interface PickerSelectProps {
  label: string
  placeholder: string
  level: PickerLevelState<unknown>
  options: { id: number; label: string }[]
  onChoose: (id: number) => void
}

function PickerSelect({ label, placeholder, level, options, onChoose }: PickerSelectProps) {
  const id = useId()
  return (
    <div className="vehicle-form__field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={level.selected ?? ''}
        disabled={level.status !== 'ready'}
        aria-busy={level.status === 'loading'}
        onChange={(event) => {
          if (event.target.value !== '') onChoose(Number(event.target.value))
        }}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
