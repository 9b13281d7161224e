import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { FoundArticle, RegistrationVehicle } from '../../../data/vehicles/vehicle-options'
import { deferredLookup, settle } from './deferred-lookup'
import { type FinderVariant, finderPopupMachine } from './finder-popup.machine'
import { fakeTimersEachTest } from '../../../test/fake-timers'

const golf: RegistrationVehicle = { manuId: 1, modelId: 10, carId: 100 }
const oilFilter: FoundArticle = { articleNumber: 'HU 7008 z', articleName: 'Oljefilter' }

function start(variant: FinderVariant) {
  const lookupRegistration = deferredLookup<RegistrationVehicle | null, { plate: string }>()
  const lookupArticle = deferredLookup<FoundArticle | null, { articleNumber: string }>()
  const machine = finderPopupMachine.provide({
    actors: { lookupRegistration: lookupRegistration.actor, lookupArticle: lookupArticle.actor },
  })
  const actor = createActor(machine, { input: { variant } })
  actor.start()
  const send = actor.send.bind(actor)
  const context = () => actor.getSnapshot().context
  const state = () => actor.getSnapshot().value
  /** Types `plate` on the registration tab and searches. */
  const searchRegistration = (plate: string) => {
    send({ type: 'registration.changed', value: plate })
    send({ type: 'search.submitted' })
  }
  /** Opens the part-number tab, types `articleNumber` and searches. */
  const searchArticle = (articleNumber: string) => {
    send({ type: 'tab.selected', tab: 'partNumber' })
    send({ type: 'articleNumber.changed', value: articleNumber })
    send({ type: 'search.submitted' })
  }
  return {
    actor,
    send,
    context,
    state,
    lookupRegistration,
    lookupArticle,
    searchRegistration,
    searchArticle,
  }
}

describe('finder-popup machine', () => {
  fakeTimersEachTest()

  describe('registration variant', () => {
    it('opens on the registration tab and offers only registration and brand/model', () => {
      const { send, context } = start('registration')
      expect(context().tab).toBe('registration')
      send({ type: 'tab.selected', tab: 'partNumber' })
      expect(context().tab).toBe('registration')
      send({ type: 'tab.selected', tab: 'brandModel' })
      expect(context().tab).toBe('brandModel')
    })

    it('looks up a text longer than five characters as a registration and ends with the lowercased plate', async () => {
      const { actor, state, lookupRegistration, searchRegistration } = start('registration')
      searchRegistration(' EL12345 ')
      expect(state()).toBe('lookingUpRegistration')
      expect(lookupRegistration.spy).toHaveBeenCalledExactlyOnceWith({ plate: 'EL12345' })
      await lookupRegistration.answer(golf)
      expect(state()).toBe('done')
      const destination = { to: '/all', search: { registreringsNummer: 'el12345' } }
      expect(actor.getSnapshot().context.destination).toEqual(destination)
      expect(actor.getSnapshot().output).toEqual(destination)
    })

    it('uses brand, model and engine when the text is five characters or fewer', () => {
      const { state, context, lookupRegistration, searchRegistration } = start('registration')
      searchRegistration('EL123')
      expect(lookupRegistration.spy).not.toHaveBeenCalled()
      expect(state()).toBe('editing')
      expect(context().errors).toEqual(['BRAND_REQUIRED', 'MODEL_REQUIRED', 'ENGINE_REQUIRED'])
    })

    it('says when no vehicle has the registration and lets the visitor try again', async () => {
      const { send, state, context, lookupRegistration, searchRegistration } = start('registration')
      searchRegistration('ZZ99999')
      await lookupRegistration.answer(null)
      expect(state()).toBe('editing')
      expect(context().errors).toEqual(['REGISTRATION_NOT_FOUND'])
      send({ type: 'registration.changed', value: 'EL12345' })
      expect(context().errors).toEqual([])
    })

    it('stores a failed registration lookup', async () => {
      const { context, lookupRegistration, searchRegistration } = start('registration')
      searchRegistration('EL12345')
      const failure = new Error('offline')
      await lookupRegistration.fail(failure)
      expect(context()).toMatchObject({ errors: ['LOOKUP_FAILED'], cause: failure })
    })

    it('cancels a running registration lookup when the text changes, so its answer never lands', async () => {
      const { send, state, lookupRegistration, searchRegistration } = start('registration')
      searchRegistration('EL12345')
      const stale = lookupRegistration.last
      send({ type: 'registration.changed', value: 'EL1234' })
      expect(stale.signal.aborted).toBe(true)
      stale.resolve(golf)
      await settle()
      expect(state()).toBe('editing')
    })
  })

  describe('brand and model', () => {
    it('requires each missing field: brand, model and engine', () => {
      const { send, context } = start('registration')
      send({ type: 'tab.selected', tab: 'brandModel' })
      send({ type: 'brand.changed', manuId: 1 })
      send({ type: 'search.submitted' })
      expect(context().errors).toEqual(['MODEL_REQUIRED', 'ENGINE_REQUIRED'])
      send({ type: 'model.changed', modelId: 10 })
      expect(context().errors).toEqual(['ENGINE_REQUIRED'])
      send({ type: 'search.submitted' })
      expect(context().errors).toEqual(['ENGINE_REQUIRED'])
    })

    it('ends with the engine to show parts for once brand, model and engine are chosen', () => {
      const { actor, send, state } = start('partNumber')
      send({ type: 'brand.changed', manuId: 1 })
      send({ type: 'model.changed', modelId: 10 })
      send({ type: 'engine.changed', carId: 100 })
      send({ type: 'search.submitted' })
      expect(state()).toBe('done')
      expect(actor.getSnapshot().output).toEqual({ to: '/all', search: { motorID: 100 } })
    })

    it('submits on Enter on the model tab', () => {
      const { send, state, context } = start('partNumber')
      send({ type: 'enter.pressed' })
      expect(context().errors).toEqual(['BRAND_REQUIRED', 'MODEL_REQUIRED', 'ENGINE_REQUIRED'])
      send({ type: 'brand.changed', manuId: 1 })
      send({ type: 'model.changed', modelId: 10 })
      send({ type: 'engine.changed', carId: 100 })
      send({ type: 'enter.pressed' })
      expect(state()).toBe('done')
    })

    it('does not submit on Enter pressed outside the model tab', () => {
      const { send, state, context, lookupRegistration } = start('registration')
      send({ type: 'registration.changed', value: 'EL12345' })
      send({ type: 'enter.pressed' })
      expect(state()).toBe('editing')
      expect(context().errors).toEqual([])
      expect(lookupRegistration.spy).not.toHaveBeenCalled()
    })

    it('forgets the model and engine when another brand is chosen', () => {
      const { send, context } = start('partNumber')
      send({ type: 'brand.changed', manuId: 1 })
      send({ type: 'model.changed', modelId: 10 })
      send({ type: 'engine.changed', carId: 100 })
      send({ type: 'brand.changed', manuId: 2 })
      expect(context()).toMatchObject({ manuId: 2, modelId: null, carId: null })
      send({ type: 'model.changed', modelId: 20 })
      send({ type: 'search.submitted' })
      expect(context().errors).toEqual(['ENGINE_REQUIRED'])
    })

    it('prefers a registration typed on the other tab over brand and model', () => {
      const { send, state } = start('registration')
      send({ type: 'registration.changed', value: 'EL12345' })
      send({ type: 'tab.selected', tab: 'brandModel' })
      send({ type: 'search.submitted' })
      expect(state()).toBe('lookingUpRegistration')
    })
  })

  describe('part-number variant', () => {
    it('opens on the brand/model tab and offers only brand/model and part number', () => {
      const { send, context } = start('partNumber')
      expect(context().tab).toBe('brandModel')
      send({ type: 'tab.selected', tab: 'registration' })
      expect(context().tab).toBe('brandModel')
      send({ type: 'tab.selected', tab: 'partNumber' })
      expect(context().tab).toBe('partNumber')
    })

    it('requires an article number on the part-number tab', () => {
      const { send, context, lookupArticle, searchArticle } = start('partNumber')
      searchArticle('   ')
      expect(context().errors).toEqual(['ARTICLE_NUMBER_REQUIRED'])
      expect(lookupArticle.spy).not.toHaveBeenCalled()
      send({ type: 'articleNumber.changed', value: 'HU' })
      expect(context().errors).toEqual([])
    })

    it('ends with the article found and its article-number search', async () => {
      const { actor, state, lookupArticle, searchArticle } = start('partNumber')
      searchArticle(' HU 7008 z ')
      expect(state()).toBe('lookingUpArticle')
      expect(lookupArticle.spy).toHaveBeenCalledExactlyOnceWith({ articleNumber: 'HU 7008 z' })
      await lookupArticle.answer(oilFilter)
      expect(state()).toBe('done')
      expect(actor.getSnapshot().context.article).toEqual(oilFilter)
      expect(actor.getSnapshot().output).toEqual({
        to: '/catalog/article',
        search: { n: 'HU 7008 z' },
      })
    })

    it('says NO_PPRODUCT_FOUND when no article has the number', async () => {
      const { state, context, lookupArticle, searchArticle } = start('partNumber')
      searchArticle('NOPE-1')
      await lookupArticle.answer(null)
      expect(state()).toBe('editing')
      expect(context().errors).toEqual(['NO_PPRODUCT_FOUND'])
    })

    it('stores a failed article lookup', async () => {
      const { context, lookupArticle, searchArticle } = start('partNumber')
      searchArticle('HU7008Z')
      const failure = new Error('500')
      await lookupArticle.fail(failure)
      expect(context()).toMatchObject({ errors: ['LOOKUP_FAILED'], cause: failure })
    })

    it('cancels a running article lookup when the tab changes, so its answer never lands', async () => {
      const { send, state, lookupArticle, searchArticle } = start('partNumber')
      searchArticle('HU7008Z')
      const stale = lookupArticle.last
      send({ type: 'tab.selected', tab: 'brandModel' })
      expect(stale.signal.aborted).toBe(true)
      stale.resolve(oilFilter)
      await settle()
      expect(state()).toBe('editing')
    })

    it('clears the errors of one tab when another is chosen', () => {
      const { send, context } = start('partNumber')
      send({ type: 'search.submitted' })
      expect(context().errors).toHaveLength(3)
      send({ type: 'tab.selected', tab: 'partNumber' })
      expect(context().errors).toEqual([])
    })
  })
})
