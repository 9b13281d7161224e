/**
 * Changing a select resets and disables the ones after it.
 */
import { assign, emit, setup } from 'xstate'
import type {
  ChosenVehicle,
  Manufacturer,
  ModelSeries,
  EngineChoice,
} from '../../../data/vehicles/vehicle-options'
import { lookupActor } from './lookup-actor'
import {
  chosen,
  emptyLevels,
  failed,
  loading,
  offers,
  type PickerLevel,
  type PickerLevels,
  ready,
  select,
  withOptionalYear,
} from './vehicle-picker-levels'

export type {
  PickerLevel,
  PickerLevelState,
  PickerLevelStatus,
  PickerLevels,
} from './vehicle-picker-levels'

export interface VehiclePickerContext {
  withYear: boolean
  levels: PickerLevels
  vehicle: ChosenVehicle | null
}

export type VehiclePickerEvent =
  | { type: 'year.selected'; year: number }
  | { type: 'brand.selected'; manuId: number }
  | { type: 'model.selected'; modelId: number }
  | { type: 'engine.selected'; carId: number }
  | { type: 'options.retry' }

export type VehiclePickerEmitted = { type: 'vehicle.chosen'; vehicle: ChosenVehicle }

export interface VehiclePickerInput {
  withYear: boolean
  /** The server sent them with the front page: the year select starts ready, without a load. */
  years?: number[]
}

export const vehiclePickerMachine = setup({
  types: {
    context: {} as VehiclePickerContext,
    events: {} as VehiclePickerEvent,
    input: {} as VehiclePickerInput,
    emitted: {} as VehiclePickerEmitted,
  },
  actors: {
    loadYears: lookupActor<number[], void>('loadYears'),
    loadMakes: lookupActor<Manufacturer[], { year?: number }>('loadMakes'),
    loadModels: lookupActor<ModelSeries[], { year?: number; manuId: number }>('loadModels'),
    loadEngines: lookupActor<EngineChoice[], { year?: number; manuId: number; modelId: number }>(
      'loadEngines',
    ),
  },
  actions: {
    /** Provided by the UI. */
    onVehicle: (_, _params: { vehicle: ChosenVehicle }) => {},
  },
  guards: {
    withYear: ({ context }) => context.withYear,
    // The year level starts ready only with a year and the years given (see `context`).
    yearsGiven: ({ context }) => context.levels.year.status === 'ready',
    offersYear: ({ context, event }) =>
      event.type === 'year.selected' && offers(context.levels, 'year', event.year),
    offersBrand: ({ context, event }) =>
      event.type === 'brand.selected' && offers(context.levels, 'brand', event.manuId),
    offersModel: ({ context, event }) =>
      event.type === 'model.selected' && offers(context.levels, 'model', event.modelId),
    offersEngine: ({ context, event }) =>
      event.type === 'engine.selected' && offers(context.levels, 'engine', event.carId),
    failedAt: ({ context }, level: PickerLevel) => context.levels[level].status === 'failed',
  },
}).createMachine({
  id: 'vehiclePicker',
  context: ({ input }) => ({
    withYear: input.withYear,
    levels:
      input.withYear && input.years ? ready(emptyLevels(), 'year', input.years) : emptyLevels(),
    vehicle: null,
  }),
  initial: 'starting',
  // Choosing again at any level re-enters the next level's loading: its running load is
  // stopped (a stale answer never lands) and the levels after it are reset.
  on: {
    'year.selected': {
      guard: 'offersYear',
      target: '.loadingMakes',
      reenter: true,
      actions: assign(({ context, event }) => ({
        levels: select(context.levels, 'year', event.year),
      })),
    },
    'brand.selected': {
      guard: 'offersBrand',
      target: '.loadingModels',
      reenter: true,
      actions: assign(({ context, event }) => ({
        levels: select(context.levels, 'brand', event.manuId),
      })),
    },
    'model.selected': {
      guard: 'offersModel',
      target: '.loadingEngines',
      reenter: true,
      actions: assign(({ context, event }) => ({
        levels: select(context.levels, 'model', event.modelId),
      })),
    },
    'engine.selected': {
      guard: 'offersEngine',
      target: '.complete',
      reenter: true,
      actions: assign(({ context, event }) => {
        const levels = select(context.levels, 'engine', event.carId)
        const vehicle: ChosenVehicle = {
          year: levels.year.selected,
          make: chosen(levels, 'brand'),
          model: chosen(levels, 'model'),
          engine: chosen(levels, 'engine'),
        }
        return { levels, vehicle }
      }),
    },
  },
  states: {
    starting: {
      always: [
        { guard: 'yearsGiven', target: 'choosing' },
        { guard: 'withYear', target: 'loadingYears' },
        { target: 'loadingMakes' },
      ],
    },
    loadingYears: {
      entry: assign(({ context }) => ({ levels: loading(context.levels, 'year'), vehicle: null })),
      invoke: {
        src: 'loadYears',
        onDone: {
          target: 'choosing',
          actions: assign(({ context, event }) => ({
            levels: ready(context.levels, 'year', event.output),
          })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ context, event }) => ({
            levels: failed(context.levels, 'year', event.error),
          })),
        },
      },
    },
    loadingMakes: {
      entry: assign(({ context }) => ({ levels: loading(context.levels, 'brand'), vehicle: null })),
      invoke: {
        src: 'loadMakes',
        input: ({ context }) => withOptionalYear(context.levels, {}),
        onDone: {
          target: 'choosing',
          actions: assign(({ context, event }) => ({
            levels: ready(context.levels, 'brand', event.output),
          })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ context, event }) => ({
            levels: failed(context.levels, 'brand', event.error),
          })),
        },
      },
    },
    loadingModels: {
      entry: assign(({ context }) => ({ levels: loading(context.levels, 'model'), vehicle: null })),
      invoke: {
        src: 'loadModels',
        input: ({ context }) =>
          withOptionalYear(context.levels, { manuId: context.levels.brand.selected ?? 0 }),
        onDone: {
          target: 'choosing',
          actions: assign(({ context, event }) => ({
            levels: ready(context.levels, 'model', event.output),
          })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ context, event }) => ({
            levels: failed(context.levels, 'model', event.error),
          })),
        },
      },
    },
    loadingEngines: {
      entry: assign(({ context }) => ({
        levels: loading(context.levels, 'engine'),
        vehicle: null,
      })),
      invoke: {
        src: 'loadEngines',
        input: ({ context }) =>
          withOptionalYear(context.levels, {
            manuId: context.levels.brand.selected ?? 0,
            modelId: context.levels.model.selected ?? 0,
          }),
        onDone: {
          target: 'choosing',
          actions: assign(({ context, event }) => ({
            levels: ready(context.levels, 'engine', event.output),
          })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ context, event }) => ({
            levels: failed(context.levels, 'engine', event.error),
          })),
        },
      },
    },
    choosing: {},
    /** A load failed (the level's `error`); `options.retry` loads it again. */
    failed: {
      on: {
        'options.retry': [
          { guard: { type: 'failedAt', params: 'year' }, target: 'loadingYears' },
          { guard: { type: 'failedAt', params: 'brand' }, target: 'loadingMakes' },
          { guard: { type: 'failedAt', params: 'model' }, target: 'loadingModels' },
          { guard: { type: 'failedAt', params: 'engine' }, target: 'loadingEngines' },
        ],
      },
    },
    complete: {
      entry: [
        {
          type: 'onVehicle',
          params: ({ context }) => ({ vehicle: context.vehicle as ChosenVehicle }),
        },
        emit(({ context }) => ({
          type: 'vehicle.chosen',
          vehicle: context.vehicle as ChosenVehicle,
        })),
      ],
    },
  },
})
