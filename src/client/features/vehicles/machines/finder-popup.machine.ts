/**
 * On the registration tabs a text longer than 5 characters is a registration, otherwise brand,
 * model and engine are used.
 */
import { and, assign, setup } from 'xstate'
import {
  articleDestination,
  engineDestination,
  FinderError,
  type FinderDestination,
  isRegistration,
  registrationDestination,
} from '../finder-rules'
import type { FoundArticle, RegistrationVehicle } from '../../../data/vehicles/vehicle-options'
import { lookupActor } from './lookup-actor'

export type FinderVariant = 'registration' | 'partNumber'
export type FinderTab = 'registration' | 'brandModel' | 'partNumber'

export const FINDER_TABS: Record<FinderVariant, readonly FinderTab[]> = {
  registration: ['registration', 'brandModel'],
  partNumber: ['brandModel', 'partNumber'],
}

export interface FinderPopupContext {
  variant: FinderVariant
  tab: FinderTab
  registration: string
  manuId: number | null
  modelId: number | null
  carId: number | null
  articleNumber: string
  errors: FinderError[]
  cause: unknown
  article: FoundArticle | null
  destination: FinderDestination | null
}

export type FinderPopupEvent =
  | { type: 'tab.selected'; tab: FinderTab }
  | { type: 'registration.changed'; value: string }
  | { type: 'brand.changed'; manuId: number | null }
  | { type: 'model.changed'; modelId: number | null }
  | { type: 'engine.changed'; carId: number | null }
  | { type: 'articleNumber.changed'; value: string }
  | { type: 'search.submitted' }
  | { type: 'enter.pressed' }

export interface FinderPopupInput {
  variant: FinderVariant
}

function missingVehicleFields(context: FinderPopupContext): FinderError[] {
  const errors: FinderError[] = []
  if (context.manuId === null) errors.push(FinderError.brandRequired)
  if (context.modelId === null) errors.push(FinderError.modelRequired)
  if (context.carId === null) errors.push(FinderError.engineRequired)
  return errors
}

const LOOKUP_ERRORS: readonly FinderError[] = [
  FinderError.noProductFound,
  FinderError.registrationNotFound,
  FinderError.lookupFailed,
]

function without(errors: FinderError[], ...answered: FinderError[]): FinderError[] {
  return errors.filter((e) => !answered.includes(e) && !LOOKUP_ERRORS.includes(e))
}

export const finderPopupMachine = setup({
  types: {
    context: {} as FinderPopupContext,
    events: {} as FinderPopupEvent,
    input: {} as FinderPopupInput,
    output: {} as FinderDestination,
  },
  actors: {
    lookupRegistration: lookupActor<RegistrationVehicle | null, { plate: string }>(
      'lookupRegistration',
    ),
    lookupArticle: lookupActor<FoundArticle | null, { articleNumber: string }>('lookupArticle'),
  },
  actions: {
    clearErrors: assign({ errors: [], cause: null }),
  },
  guards: {
    isOfferedTab: ({ context, event }) =>
      event.type === 'tab.selected' && FINDER_TABS[context.variant].includes(event.tab),
    onPartNumberTab: ({ context }) => context.tab === 'partNumber',
    onBrandModelTab: ({ context }) => context.tab === 'brandModel',
    isRegistration: ({ context }) => isRegistration(context.registration),
    isArticleNumberBlank: ({ context }) => context.articleNumber.trim() === '',
    isVehicleIncomplete: ({ context }) => missingVehicleFields(context).length > 0,
  },
}).createMachine({
  id: 'finderPopup',
  context: ({ input }) => ({
    variant: input.variant,
    tab: FINDER_TABS[input.variant][0] as FinderTab,
    registration: '',
    manuId: null,
    modelId: null,
    carId: null,
    articleNumber: '',
    errors: [],
    cause: null,
    article: null,
    destination: null,
  }),
  initial: 'editing',
  // Any edit goes back to `editing`: a running lookup is stopped and its answer never lands.
  on: {
    'tab.selected': {
      guard: 'isOfferedTab',
      target: '.editing',
      actions: assign({ tab: ({ event }) => event.tab, errors: [], cause: null }),
    },
    'registration.changed': {
      target: '.editing',
      actions: assign(({ context, event }) => ({
        registration: event.value,
        errors: without(context.errors),
      })),
    },
    // A brand or model of its own clears the choices after it, as the selects do.
    'brand.changed': {
      target: '.editing',
      actions: assign(({ context, event }) => ({
        manuId: event.manuId,
        modelId: null,
        carId: null,
        errors: without(context.errors, FinderError.brandRequired),
      })),
    },
    'model.changed': {
      target: '.editing',
      actions: assign(({ context, event }) => ({
        modelId: event.modelId,
        carId: null,
        errors: without(context.errors, FinderError.modelRequired),
      })),
    },
    'engine.changed': {
      target: '.editing',
      actions: assign(({ context, event }) => ({
        carId: event.carId,
        errors: without(context.errors, FinderError.engineRequired),
      })),
    },
    'articleNumber.changed': {
      target: '.editing',
      actions: assign(({ context, event }) => ({
        articleNumber: event.value,
        errors: without(context.errors, FinderError.articleNumberRequired),
      })),
    },
  },
  states: {
    editing: {
      on: {
        'search.submitted': { target: 'submitting' },
        'enter.pressed': { guard: 'onBrandModelTab', target: 'submitting' },
      },
    },
    submitting: {
      always: [
        {
          guard: and(['onPartNumberTab', 'isArticleNumberBlank']),
          target: 'editing',
          actions: assign({ errors: [FinderError.articleNumberRequired] }),
        },
        { guard: 'onPartNumberTab', target: 'lookingUpArticle', actions: 'clearErrors' },
        { guard: 'isRegistration', target: 'lookingUpRegistration', actions: 'clearErrors' },
        {
          guard: 'isVehicleIncomplete',
          target: 'editing',
          actions: assign({ errors: ({ context }) => missingVehicleFields(context) }),
        },
        {
          target: 'done',
          actions: assign({
            errors: [],
            destination: ({ context }) => engineDestination(context.carId as number),
          }),
        },
      ],
    },
    lookingUpRegistration: {
      invoke: {
        src: 'lookupRegistration',
        input: ({ context }) => ({ plate: context.registration.trim() }),
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'done',
            actions: assign({
              destination: ({ context }) => registrationDestination(context.registration),
            }),
          },
          { target: 'editing', actions: assign({ errors: [FinderError.registrationNotFound] }) },
        ],
        onError: {
          target: 'editing',
          actions: assign({
            errors: [FinderError.lookupFailed],
            cause: ({ event }) => event.error,
          }),
        },
      },
    },
    lookingUpArticle: {
      invoke: {
        src: 'lookupArticle',
        input: ({ context }) => ({ articleNumber: context.articleNumber.trim() }),
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'done',
            actions: assign({
              article: ({ event }) => event.output,
              destination: ({ context }) => articleDestination(context.articleNumber),
            }),
          },
          { target: 'editing', actions: assign({ errors: [FinderError.noProductFound] }) },
        ],
        onError: {
          target: 'editing',
          actions: assign({
            errors: [FinderError.lookupFailed],
            cause: ({ event }) => event.error,
          }),
        },
      },
    },
    done: {
      type: 'final',
    },
  },
  output: ({ context }) => context.destination as FinderDestination,
})
