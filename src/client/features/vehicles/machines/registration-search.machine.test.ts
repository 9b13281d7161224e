import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { RegistrationVehicle } from '../../../data/vehicles/vehicle-options'
import { deferredLookup, settle } from './deferred-lookup'
import { canSubmitRegistration, registrationSearchMachine } from './registration-search.machine'
import { fakeTimersEachTest } from '../../../test/fake-timers'

const golf: RegistrationVehicle = { manuId: 1, modelId: 10, carId: 100 }

function start() {
  const lookupRegistration = deferredLookup<RegistrationVehicle | null, { plate: string }>()
  const onSubmit = vi.fn()
  const machine = registrationSearchMachine.provide({
    actors: { lookupRegistration: lookupRegistration.actor },
    actions: { onSubmit: (_, params) => onSubmit(params.destination) },
  })
  const actor = createActor(machine)
  const emitted = vi.fn()
  actor.on('registration.submitted', (event) => emitted(event.destination))
  const unresolved = vi.fn()
  actor.on('registration.unresolved', (event) => unresolved(event.text))
  actor.start()
  const type = (value: string) => actor.send({ type: 'registration.changed', value })
  const submit = () => actor.send({ type: 'search.submitted' })
  const enabled = () => canSubmitRegistration(actor.getSnapshot())
  return { actor, lookupRegistration, onSubmit, emitted, unresolved, type, submit, enabled }
}

/** Types a plate and lets it resolve to the Golf. */
async function resolvedWith(plate: string) {
  const search = start()
  search.type(plate)
  await vi.advanceTimersByTimeAsync(350)
  await search.lookupRegistration.answer(golf)
  return search
}

describe('registration-search machine', () => {
  fakeTimersEachTest()

  it('starts empty with the button disabled', () => {
    const { actor, enabled } = start()
    expect(actor.getSnapshot().value).toBe('empty')
    expect(enabled()).toBe(false)
  })

  it('asks for a registration number when Enter is pressed on an empty box', () => {
    const { actor, submit, onSubmit, lookupRegistration } = start()
    submit()
    expect(actor.getSnapshot().context.error).toBe('REGISTRATION_REQUIRED')
    expect(onSubmit).not.toHaveBeenCalled()
    expect(lookupRegistration.spy).not.toHaveBeenCalled()
  })

  it('forgets the missing-registration error once something is typed', () => {
    const { actor, submit, type } = start()
    submit()
    type('E')
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('never looks up five characters or fewer and keeps the button disabled', async () => {
    const { actor, lookupRegistration, type, submit, onSubmit, enabled } = start()
    type('EL 12')
    await vi.advanceTimersByTimeAsync(1000)
    expect(actor.getSnapshot().value).toBe('tooShort')
    expect(lookupRegistration.spy).not.toHaveBeenCalled()
    submit()
    expect(onSubmit).not.toHaveBeenCalled()
    expect(enabled()).toBe(false)
  })

  it('resolves a registration longer than five characters 350 ms after the last keystroke', async () => {
    const { actor, lookupRegistration, type, enabled } = start()
    type('EL1234')
    await vi.advanceTimersByTimeAsync(200)
    type('EL12345')
    await vi.advanceTimersByTimeAsync(349)
    expect(lookupRegistration.spy).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(lookupRegistration.spy).toHaveBeenCalledExactlyOnceWith({ plate: 'EL12345' })
    expect(enabled()).toBe(false)
    await lookupRegistration.answer(golf)
    expect(actor.getSnapshot().value).toBe('resolved')
    expect(actor.getSnapshot().context.vehicle).toEqual(golf)
    expect(enabled()).toBe(true)
  })

  it('submits a resolved registration on Enter with the plate lowercased', async () => {
    const { submit, onSubmit, emitted } = await resolvedWith('EL12345')
    submit()
    const destination = { to: '/all', search: { registreringsNummer: 'el12345' } }
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(destination)
    expect(emitted).toHaveBeenCalledExactlyOnceWith(destination)
  })

  it('looks the registration up at once on Enter in the typing pause, and submits it when it resolves', async () => {
    const { type, submit, onSubmit, emitted, lookupRegistration } = start()
    type('EL1234')
    type('EL12345')
    submit()
    expect(lookupRegistration.spy).toHaveBeenCalledExactlyOnceWith({ plate: 'EL12345' })
    expect(onSubmit).not.toHaveBeenCalled()
    await lookupRegistration.answer(golf)
    const destination = { to: '/all', search: { registreringsNummer: 'el12345' } }
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(destination)
    expect(emitted).toHaveBeenCalledExactlyOnceWith(destination)
    // The pause that Enter cut short never fires a second lookup.
    await vi.advanceTimersByTimeAsync(1000)
    expect(lookupRegistration.spy).toHaveBeenCalledOnce()
  })

  it('submits once when Enter is pressed again while the lookup runs', async () => {
    const { type, submit, onSubmit, lookupRegistration } = start()
    type('EL12345')
    await vi.advanceTimersByTimeAsync(350)
    submit()
    submit()
    await lookupRegistration.answer(golf)
    expect(onSubmit).toHaveBeenCalledOnce()
    expect(lookupRegistration.spy).toHaveBeenCalledOnce()
  })

  it('forgets an Enter once the text is edited: only the text typed last can be submitted', async () => {
    const { type, submit, onSubmit, lookupRegistration } = start()
    type('EL12345')
    submit()
    const stale = lookupRegistration.last
    type('EL123456')
    stale.resolve(golf)
    await settle()
    await vi.advanceTimersByTimeAsync(350)
    await lookupRegistration.answer(golf)
    expect(onSubmit).not.toHaveBeenCalled()
    submit()
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      to: '/all',
      search: { registreringsNummer: 'el123456' },
    })
  })

  it('answers Enter on a registration no vehicle has as unresolved, without submitting', async () => {
    const { type, submit, onSubmit, unresolved, lookupRegistration } = start()
    type('ZZ99999')
    submit()
    await lookupRegistration.answer(null)
    expect(unresolved).toHaveBeenCalledExactlyOnceWith('ZZ99999')
    submit()
    expect(unresolved).toHaveBeenCalledTimes(2)
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('disables the button again when the resolved registration is edited', async () => {
    const { actor, type, submit, onSubmit, enabled, lookupRegistration } =
      await resolvedWith('EL12345')
    type('EL123456')
    expect(enabled()).toBe(false)
    expect(actor.getSnapshot().context.vehicle).toBeNull()
    submit()
    expect(onSubmit).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(350)
    expect(lookupRegistration.last.input).toEqual({ plate: 'EL123456' })
    await lookupRegistration.answer(golf)
    expect(enabled()).toBe(true)
  })

  it('keeps the button disabled when no vehicle has the registration', async () => {
    const { actor, type, lookupRegistration, enabled } = start()
    type('ZZ99999')
    await vi.advanceTimersByTimeAsync(350)
    await lookupRegistration.answer(null)
    expect(actor.getSnapshot().value).toBe('unresolved')
    expect(actor.getSnapshot().context.error).toBe('REGISTRATION_NOT_FOUND')
    expect(enabled()).toBe(false)
  })

  it('stores a failed lookup and keeps the button disabled', async () => {
    const { actor, type, lookupRegistration, enabled } = start()
    type('EL12345')
    await vi.advanceTimersByTimeAsync(350)
    const failure = new Error('offline')
    await lookupRegistration.fail(failure)
    expect(actor.getSnapshot().context).toMatchObject({ error: 'LOOKUP_FAILED', cause: failure })
    expect(enabled()).toBe(false)
  })

  it('cancels a running lookup when the text changes, so a stale answer never enables the button', async () => {
    const { actor, type, lookupRegistration, enabled } = start()
    type('EL12345')
    await vi.advanceTimersByTimeAsync(350)
    const stale = lookupRegistration.last
    type('EL1234')
    expect(stale.signal.aborted).toBe(true)
    stale.resolve(golf)
    await settle()
    expect(actor.getSnapshot().value).toBe('debouncing')
    expect(enabled()).toBe(false)
  })

  it('goes back to empty without a lookup when the box is cleared', async () => {
    const { actor, type, lookupRegistration } = await resolvedWith('EL12345')
    type('')
    expect(actor.getSnapshot().value).toBe('empty')
    expect(actor.getSnapshot().context).toMatchObject({ text: '', vehicle: null, error: null })
    await vi.advanceTimersByTimeAsync(1000)
    expect(lookupRegistration.spy).toHaveBeenCalledOnce()
  })
})
