/**
 * VIN entry: the VIN is looked up 350 ms after the last keystroke; a match shows
 * 'vehicle found', anything else 'unable to find vehicle by VIN'; an empty box clears it.
 */
import { assign, setup } from 'xstate'
import { FinderError, VIN_LOOKUP_DELAY_MS } from '../finder-rules'
import type { VinVehicle } from '../../../lib/vehicles/vehicle-options'
import { lookupActor } from './lookup-actor'

export interface VinLookupContext {
  vin: string
  vehicle: VinVehicle | null
  error: FinderError | null
  /** Why the lookup failed, when it rejected instead of answering "no match". */
  cause: unknown
}

export type VinLookupEvent = { type: 'vin.changed'; value: string }

const cleared = { vehicle: null, error: null, cause: null } as const

export const vinLookupMachine = setup({
  types: {
    context: {} as VinLookupContext,
    events: {} as VinLookupEvent,
  },
  actors: {
    /** Resolves the vehicle, or `null` when no vehicle has this VIN. */
    lookupVin: lookupActor<VinVehicle | null, { vin: string }>('lookupVin'),
  },
  delays: { typingPause: VIN_LOOKUP_DELAY_MS },
  guards: {
    isBlank: ({ event }) => event.value.trim() === '',
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
    },
    lookingUp: {
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
    found: {},
    notFound: {},
  },
})
