/**
 * Enter ends the typing pause and submits once the registration has resolved; any edit
 * disables the button again and forgets an Enter pressed on the earlier text.
 */
import { assign, emit, enqueueActions, setup, type SnapshotFrom } from 'xstate'
import {
  FinderError,
  type FinderDestination,
  isRegistration,
  REGISTRATION_LOOKUP_DELAY_MS,
  registrationDestination,
} from '../finder-rules'
import type { RegistrationVehicle } from '../../../data/vehicles/vehicle-options'
import { lookupActor } from './lookup-actor'

export interface RegistrationSearchContext {
  text: string
  vehicle: RegistrationVehicle | null
  error: FinderError | null
  cause: unknown
  /** Enter was pressed before the text had resolved: it counts once the lookup answers. */
  submitted: boolean
}

export type RegistrationSearchEvent =
  | { type: 'registration.changed'; value: string }
  | { type: 'search.submitted' }

export type RegistrationSearchEmitted =
  | { type: 'registration.submitted'; text: string; destination: FinderDestination }
  | { type: 'registration.unresolved'; text: string }

const cleared = { vehicle: null, error: null, cause: null, submitted: false } as const

export const registrationSearchMachine = setup({
  types: {
    context: {} as RegistrationSearchContext,
    events: {} as RegistrationSearchEvent,
    emitted: {} as RegistrationSearchEmitted,
  },
  actors: {
    lookupRegistration: lookupActor<RegistrationVehicle | null, { plate: string }>(
      'lookupRegistration',
    ),
  },
  actions: {
    /** Provided by the UI. */
    onSubmit: (_, _params: { destination: FinderDestination }) => {},
    /** An Enter pressed while the lookup ran is handled once it has answered. */
    replaySubmit: enqueueActions(({ context, enqueue }) => {
      if (context.submitted) enqueue.raise({ type: 'search.submitted' })
    }),
  },
  delays: { typingPause: REGISTRATION_LOOKUP_DELAY_MS },
  guards: {
    isBlank: ({ event }) => event.type === 'registration.changed' && event.value.trim() === '',
    isRegistration: ({ event }) =>
      event.type === 'registration.changed' && isRegistration(event.value),
  },
}).createMachine({
  id: 'registrationSearch',
  context: { text: '', ...cleared },
  initial: 'empty',
  on: {
    // Every edit leaves `resolved` (disabling the button) and stops a running lookup.
    'registration.changed': [
      { guard: 'isBlank', target: '.empty', actions: assign({ text: '', ...cleared }) },
      {
        guard: 'isRegistration',
        target: '.debouncing',
        reenter: true,
        actions: assign(({ event }) => ({ text: event.value.trim(), ...cleared })),
      },
      { target: '.tooShort', actions: assign(({ event }) => ({ text: event.value, ...cleared })) },
    ],
  },
  states: {
    empty: {
      on: {
        'search.submitted': { actions: assign({ error: FinderError.registrationRequired }) },
      },
    },
    tooShort: {},
    debouncing: {
      after: { typingPause: 'resolving' },
      // Enter ends the typing pause: the text is looked up now, not after the pause.
      on: { 'search.submitted': { target: 'resolving', actions: assign({ submitted: true }) } },
    },
    resolving: {
      on: { 'search.submitted': { actions: assign({ submitted: true }) } },
      invoke: {
        src: 'lookupRegistration',
        input: ({ context }) => ({ plate: context.text }),
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'resolved',
            actions: assign({ vehicle: ({ event }) => event.output }),
          },
          { target: 'unresolved', actions: assign({ error: FinderError.registrationNotFound }) },
        ],
        onError: {
          target: 'unresolved',
          actions: assign({ error: FinderError.lookupFailed, cause: ({ event }) => event.error }),
        },
      },
    },
    resolved: {
      entry: 'replaySubmit',
      on: {
        'search.submitted': {
          actions: [
            assign({ submitted: false }),
            {
              type: 'onSubmit',
              params: ({ context }) => ({ destination: registrationDestination(context.text) }),
            },
            emit(({ context }) => ({
              type: 'registration.submitted' as const,
              text: context.text,
              destination: registrationDestination(context.text),
            })),
          ],
        },
      },
    },
    unresolved: {
      entry: 'replaySubmit',
      on: {
        'search.submitted': {
          actions: [
            assign({ submitted: false }),
            emit(({ context }) => ({
              type: 'registration.unresolved' as const,
              text: context.text,
            })),
          ],
        },
      },
    },
  },
})

export function canSubmitRegistration(
  snapshot: SnapshotFrom<typeof registrationSearchMachine>,
): boolean {
  return snapshot.matches('resolved')
}
