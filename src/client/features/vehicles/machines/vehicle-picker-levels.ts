/**
 * Choosing or loading a level always empties and disables every level after it, so no option
 * of a former choice survives.
 */
import type {
  Manufacturer,
  ModelSeries,
  EngineChoice,
} from '../../../data/vehicles/vehicle-options'

export type PickerLevel = 'year' | 'brand' | 'model' | 'engine'

/** `disabled`: nothing to choose yet; `failed`: its options did not load (`error`). */
export type PickerLevelStatus = 'disabled' | 'loading' | 'ready' | 'failed'

export interface PickerOptions {
  year: number
  brand: Manufacturer
  model: ModelSeries
  engine: EngineChoice
}

export interface PickerLevelState<Option> {
  options: Option[]
  selected: number | null
  status: PickerLevelStatus
  error: unknown
}

export type PickerLevels = { [L in PickerLevel]: PickerLevelState<PickerOptions[L]> }

const ORDER: readonly PickerLevel[] = ['year', 'brand', 'model', 'engine']

const idOf: { [L in PickerLevel]: (option: PickerOptions[L]) => number } = {
  year: (year) => year,
  brand: (make) => make.manuId,
  model: (model) => model.modelId,
  engine: (engine) => engine.carId,
}

function emptyLevel<Option>(): PickerLevelState<Option> {
  return { options: [], selected: null, status: 'disabled', error: null }
}

export function emptyLevels(): PickerLevels {
  return { year: emptyLevel(), brand: emptyLevel(), model: emptyLevel(), engine: emptyLevel() }
}

export function loading(levels: PickerLevels, level: PickerLevel): PickerLevels {
  const next = { ...levels }
  for (const later of ORDER.slice(ORDER.indexOf(level) + 1)) next[later] = emptyLevel() as never
  next[level] = { options: [], selected: null, status: 'loading', error: null }
  return next
}

export function ready<L extends PickerLevel>(
  levels: PickerLevels,
  level: L,
  options: PickerOptions[L][],
): PickerLevels {
  return { ...levels, [level]: { ...levels[level], status: 'ready', options } }
}

export function failed(levels: PickerLevels, level: PickerLevel, error: unknown): PickerLevels {
  return { ...levels, [level]: { ...levels[level], status: 'failed', error } }
}

export function select(levels: PickerLevels, level: PickerLevel, id: number): PickerLevels {
  return { ...levels, [level]: { ...levels[level], selected: id } }
}

/** Whether the select's loaded options hold this id (a stale or made-up choice does not). */
export function offers(levels: PickerLevels, level: PickerLevel, id: number): boolean {
  const { status, options } = levels[level]
  const key = idOf[level] as (option: unknown) => number
  return status === 'ready' && (options as unknown[]).some((o) => key(o) === id)
}

export function chosen<L extends PickerLevel>(levels: PickerLevels, level: L): PickerOptions[L] {
  const { options, selected } = levels[level]
  const key = idOf[level] as (option: PickerOptions[L]) => number
  const option = (options as PickerOptions[L][]).find((o) => key(o) === selected)
  if (option === undefined) throw new Error(`no ${level} chosen`)
  return option
}

export function withOptionalYear<T extends object>(
  levels: PickerLevels,
  input: T,
): T & { year?: number } {
  const year = levels.year.selected
  return year === null ? input : { ...input, year }
}
