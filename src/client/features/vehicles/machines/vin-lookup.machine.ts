/**
 * Enter ends the typing pause and is answered, with the vehicle or `null`, once the lookup is.
 */
import { assign, enqueueActions, setup } from 'xstate'
import { FinderError, VIN_LOOKUP_DELAY_MS } from '../finder-rules'
import type { VinVehicle } from '../../../data/vehicles/vehicle-options'
import { lookupActor } from './lookup-actor'

export interface VinLookupContext {
  vin: string
  vehicle: VinVehicle | null
  error: FinderError | null
  cause: unknown
  /** Enter was pressed before the lookup answered: it is answered once it has. */
  submitted: boolean
}

export type VinLookupEvent = { type: 'vin.changed'; value: string } | { type: 'vin.submitted' }

/** What an Enter found: the vehicle, or `null` when none has the VIN. */
export type VinLookupEmitted = { type: 'vin.answered'; vin: string; vehicle: VinVehicle | null }

const cleared = { vehicle: null, error: null, cause: null, submitted: false } as const

export const vinLookupMachine = setup({
  types: {
    context: {} as VinLookupContext,
    events: {} as VinLookupEvent,
    emitted: {} as VinLookupEmitted,
  },
  actors: {
    lookupVin: lookupActor<VinVehicle | null, { vin: string }>('lookupVin'),
  },
  actions: {
    /** An Enter pressed while the lookup ran is answered once it has. */
    replaySubmit: enqueueActions(({ context, enqueue }) => {
      if (context.submitted) enqueue.raise({ type: 'vin.submitted' })
    }),
    answer: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ submitted: false })
      enqueue.emit({ type: 'vin.answered', vin: context.vin, vehicle: context.vehicle })
    }),
  },
  delays: { typingPause: VIN_LOOKUP_DELAY_MS },
  guards: {
    isBlank: ({ event }) => event.type === 'vin.changed' && event.value.trim() === '',
  },
}).createMachine({
  id: 'vinLookup',
  context: { vin: '', ...cleared },
  initial: 'idle',
  on: {
    'vin.changed': [
      { guard: 'isBlank', target: '.idle', actions: assign({ vin: '', ...cleared }) },
      // Targeting the state again restarts its timer: only the last keystroke counts.
      {
        target: '.debouncing',
        reenter: true,
        actions: assign(({ event }) => ({ vin: event.value.trim(), ...cleared })),
      },
    ],
  },
  states: {
    idle: {},
    debouncing: {
      after: { typingPause: 'lookingUp' },
      // Enter ends the typing pause: the VIN is looked up now, not after the pause.
      on: { 'vin.submitted': { target: 'lookingUp', actions: assign({ submitted: true }) } },
    },
    lookingUp: {
      on: { 'vin.submitted': { actions: assign({ submitted: true }) } },
      // Leaving this state (a new keystroke) stops the lookup, so a stale answer never lands.
      invoke: {
        src: 'lookupVin',
        input: ({ context }) => ({ vin: context.vin }),
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'found',
            actions: assign({ vehicle: ({ event }) => event.output }),
          },
          { target: 'notFound', actions: assign({ error: FinderError.vinNotFound }) },
        ],
        onError: {
          target: 'notFound',
          actions: assign({ error: FinderError.vinNotFound, cause: ({ event }) => event.error }),
        },
      },
    },
    found: {
      entry: 'replaySubmit',
      on: { 'vin.submitted': { actions: 'answer' } },
    },
    notFound: {
      entry: 'replaySubmit',
      on: { 'vin.submitted': { actions: 'answer' } },
    },
  },
})
