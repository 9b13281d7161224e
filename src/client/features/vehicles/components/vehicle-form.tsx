import { Trans, useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useLocale } from '../../../i18n/locale-context'
import { connectivity } from '../../../offline/connectivity'
import { NeedsConnectionError } from '../../../offline/offline-query'
import {
  type PickerLevel,
  type PickerLevelState,
  type PickerLevels,
  type VehiclePickerEvent,
  vehiclePickerMachine,
} from '../machines/vehicle-picker.machine'
import { offers } from '../machines/vehicle-picker-levels'
import { modelSeriesLabel, variantLabel } from '../../../data/vehicles/vehicle-labels'
import type { ChosenVehicle } from '../../../data/vehicles/vehicle-options'
import { useCachedYears, useVehicleLookups } from './vehicle-lookups'
import './vehicle-finder.css'

const SELECTED: { [L in PickerLevel]: (id: number) => VehiclePickerEvent } = {
  year: (year) => ({ type: 'year.selected', year }),
  brand: (manuId) => ({ type: 'brand.selected', manuId }),
  model: (modelId) => ({ type: 'model.selected', modelId }),
  engine: (carId) => ({ type: 'engine.selected', carId }),
}

export interface VehiclePreselection {
  manuId?: number
  modelId?: number
}

interface VehicleFormProps {
  onVehicle: (vehicle: ChosenVehicle) => void
  withYear?: boolean
  /** Called on every choice, before its later selects have loaded. */
  onChoice?: (level: PickerLevel, id: number) => void
  fieldErrors?: Partial<Record<PickerLevel, ReactNode>>
  preselect?: VehiclePreselection
  /** The finder popup submits with Enter on a select. */
  onEnter?: () => void
}

export function VehicleForm({
  onVehicle,
  withYear = true,
  onChoice,
  fieldErrors = {},
  preselect,
  onEnter,
}: VehicleFormProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const lookups = useVehicleLookups()
  const cachedYears = useCachedYears()
  const onVehicleRef = useRef(onVehicle)
  const onChoiceRef = useRef(onChoice)
  useEffect(() => {
    onVehicleRef.current = onVehicle
    onChoiceRef.current = onChoice
  }, [onVehicle, onChoice])
  // The machine is set up once per form, with the lookups given when it mounts.
  const [machine] = useState(() =>
    vehiclePickerMachine.provide({
      actors: lookups,
      actions: { onVehicle: (_, { vehicle }) => onVehicleRef.current(vehicle) },
    }),
  )
  // Years the page already has need no load (and no second render when they arrive).
  const [snapshot, send] = useMachine(machine, { input: { withYear, years: cachedYears } })
  const { levels } = snapshot.context
  const choose = (level: PickerLevel, id: number) => {
    onChoiceRef.current?.(level, id)
    send(SELECTED[level](id))
  }
  usePreselection(preselect, levels, choose)
  const words = { present: t`present`, hp: t`hp` }

  const labels: Record<PickerLevel, string> = {
    year: t`Year`,
    brand: t`Brand`,
    model: t`Model`,
    engine: t`Engine`,
  }
  const pick = (level: PickerLevel) => ({
    label: labels[level],
    level: levels[level],
    onChoose: (id: number) => choose(level, id),
    error: fieldErrors[level],
  })
  const failedLevel = (Object.keys(levels) as PickerLevel[]).find(
    (level) => levels[level].status === 'failed',
  )
  const loadingLevel = (Object.keys(levels) as PickerLevel[]).find(
    (level) => levels[level].status === 'loading',
  )
  const needsConnection =
    failedLevel !== undefined && levels[failedLevel].error instanceof NeedsConnectionError
  // What failed for want of a network loads by itself when the network returns.
  useEffect(() => {
    if (!needsConnection) return
    return connectivity.onReconnect(() => send({ type: 'options.retry' }))
  }, [needsConnection, send])

  return (
    <form
      className="vehicle-form"
      onSubmit={(event) => event.preventDefault()}
      onKeyDown={(event) => {
        if (!onEnter || event.key !== 'Enter') return
        if (!(event.target instanceof HTMLSelectElement)) return
        event.preventDefault()
        onEnter()
      }}
    >
      {withYear && (
        <PickerSelect
          {...pick('year')}
          placeholder={t`Choose year`}
          options={levels.year.options.map((year) => ({ id: year, label: String(year) }))}
        />
      )}
      <PickerSelect
        {...pick('brand')}
        placeholder={t`Choose brand`}
        options={levels.brand.options.map((make) => ({ id: make.manuId, label: make.manuName }))}
      />
      <PickerSelect
        {...pick('model')}
        placeholder={t`Choose model`}
        options={levels.model.options.map((model) => ({
          id: model.modelId,
          label: modelSeriesLabel(model, locale, words.present),
        }))}
      />
      <PickerSelect
        {...pick('engine')}
        placeholder={t`Choose engine`}
        options={levels.engine.options.map((engine) => ({
          id: engine.carId,
          label: variantLabel(engine, locale, words),
        }))}
      />
      <p role="status" className="vehicle-form__status">
        {loadingLevel && <Trans>Loading {labels[loadingLevel].toLowerCase()}…</Trans>}
      </p>
      {failedLevel && (
        <div role="alert" className="vehicle-form__error">
          <p>
            {needsConnection ? (
              <Trans>
                The choices for {labels[failedLevel].toLowerCase()} are not stored on this device,
                and choosing needs a connection. They load as soon as you are online.
              </Trans>
            ) : (
              <Trans>
                The choices for {labels[failedLevel].toLowerCase()} could not be loaded. Check your
                connection and try again.
              </Trans>
            )}
          </p>
          <button type="button" onClick={() => send({ type: 'options.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
    </form>
  )
}

/** Once only: what the select does not offer is dropped, and a user's own choice wins. */
function usePreselection(
  preselect: VehiclePreselection | undefined,
  levels: PickerLevels,
  choose: (level: PickerLevel, id: number) => void,
) {
  const pending = useRef(preselect)
  useEffect(() => {
    const wanted = pending.current
    if (!wanted) return
    const { brand, model } = levels
    if (wanted.manuId === undefined) {
      pending.current = undefined
    } else if (brand.selected !== wanted.manuId) {
      if (brand.status !== 'ready') return
      if (brand.selected === null && offers(levels, 'brand', wanted.manuId)) {
        choose('brand', wanted.manuId)
      } else {
        pending.current = undefined
      }
    } else if (wanted.modelId === undefined || model.status === 'ready') {
      pending.current = undefined
      if (wanted.modelId !== undefined && offers(levels, 'model', wanted.modelId)) {
        choose('model', wanted.modelId)
      }
    }
  })
}

interface PickerSelectProps {
  label: string
  placeholder: string
  level: PickerLevelState<unknown>
  options: { id: number; label: string }[]
  onChoose: (id: number) => void
  error?: ReactNode
}

function PickerSelect({ label, placeholder, level, options, onChoose, error }: PickerSelectProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="vehicle-form__field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={level.selected ?? ''}
        disabled={level.status !== 'ready'}
        aria-busy={level.status === 'loading'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
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
      {error && (
        <p id={errorId} role="alert" className="vehicle-form__field-error">
          {error}
        </p>
      )}
    </div>
  )
}
