import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { VinVehicle } from '../../../data/vehicles/vehicle-options'
import { deferredLookup, settle } from './deferred-lookup'
import { vinLookupMachine } from './vin-lookup.machine'
import { fakeTimersEachTest } from '../../../test/fake-timers'

const golf: VinVehicle = {
  vin: 'WVWZZZAUZGW000001',
  label: 'VW Golf VII 1.6 TDI',
  carId: 320510,
  make: 'Volkswagen',
  manuId: 121,
  modelYears: [2016],
  variants: [
    {
      carId: 320510,
      typeName: '1.6 TDI',
      modelname: 'Golf VII (5G1, BQ1, BE1, BE2)',
      yearOfConstrFrom: 201208,
      yearOfConstrTo: 201703,
    },
  ],
}

function start() {
  const lookupVin = deferredLookup<VinVehicle | null, { vin: string }>()
  const actor = createActor(vinLookupMachine.provide({ actors: { lookupVin: lookupVin.actor } }))
  const answered = vi.fn()
  actor.on('vin.answered', (event) => answered(event.vin, event.vehicle))
  actor.start()
  const type = (value: string) => actor.send({ type: 'vin.changed', value })
  const submit = () => actor.send({ type: 'vin.submitted' })
  return { actor, lookupVin, type, submit, answered }
}

describe('vin-lookup machine', () => {
  fakeTimersEachTest()

  it('starts idle with nothing found', () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({ vin: '', vehicle: null, error: null })
  })

  it('looks the VIN up 350 ms after the last keystroke, not at 349 ms', async () => {
    const { actor, lookupVin, type } = start()
    type('WVWZZZAUZGW000001')
    expect(actor.getSnapshot().value).toBe('debouncing')
    await vi.advanceTimersByTimeAsync(349)
    expect(lookupVin.spy).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(lookupVin.spy).toHaveBeenCalledExactlyOnceWith({ vin: 'WVWZZZAUZGW000001' })
    expect(actor.getSnapshot().value).toBe('lookingUp')
  })

  it('restarts the pause on every keystroke and looks up only the last text', async () => {
    const { lookupVin, type } = start()
    type('WVW')
    await vi.advanceTimersByTimeAsync(300)
    type('WVWZ')
    await vi.advanceTimersByTimeAsync(300)
    type('WVWZZ')
    await vi.advanceTimersByTimeAsync(349)
    expect(lookupVin.spy).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(lookupVin.spy).toHaveBeenCalledExactlyOnceWith({ vin: 'WVWZZ' })
  })

  it('shows the vehicle found when the lookup answers one', async () => {
    const { actor, lookupVin, type } = start()
    type(golf.vin)
    await vi.advanceTimersByTimeAsync(350)
    await lookupVin.answer(golf)
    expect(actor.getSnapshot().value).toBe('found')
    expect(actor.getSnapshot().context).toMatchObject({ vehicle: golf, error: null })
  })

  it('says it is unable to find the vehicle when the lookup answers no match', async () => {
    const { actor, lookupVin, type } = start()
    type('UNKNOWNVIN')
    await vi.advanceTimersByTimeAsync(350)
    await lookupVin.answer(null)
    expect(actor.getSnapshot().value).toBe('notFound')
    expect(actor.getSnapshot().context).toMatchObject({ vehicle: null, error: 'VIN_NOT_FOUND' })
  })

  it('says it is unable to find the vehicle when the lookup fails, keeping the cause', async () => {
    const { actor, lookupVin, type } = start()
    type('error')
    await vi.advanceTimersByTimeAsync(350)
    const failure = new Error('VIN rejected')
    await lookupVin.fail(failure)
    expect(actor.getSnapshot().value).toBe('notFound')
    expect(actor.getSnapshot().context).toMatchObject({ error: 'VIN_NOT_FOUND', cause: failure })
  })

  it('clears the result and goes idle without a lookup when the box is emptied', async () => {
    const { actor, lookupVin, type } = start()
    type(golf.vin)
    await vi.advanceTimersByTimeAsync(350)
    await lookupVin.answer(golf)
    type('   ')
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({ vin: '', vehicle: null, error: null })
    await vi.advanceTimersByTimeAsync(1000)
    expect(lookupVin.spy).toHaveBeenCalledTimes(1)
  })

  it('drops a pending lookup when the box is emptied before the pause ends', async () => {
    const { actor, lookupVin, type } = start()
    type('WVW')
    await vi.advanceTimersByTimeAsync(200)
    type('')
    await vi.advanceTimersByTimeAsync(1000)
    expect(lookupVin.spy).not.toHaveBeenCalled()
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('cancels a running lookup when the VIN changes, so its stale answer never lands', async () => {
    const { actor, lookupVin, type } = start()
    type('FIRSTVIN')
    await vi.advanceTimersByTimeAsync(350)
    const stale = lookupVin.last
    type(golf.vin)
    expect(stale.signal.aborted).toBe(true)
    stale.resolve({ ...golf, vin: 'FIRSTVIN', label: 'stale', carId: 1 })
    await settle()
    expect(actor.getSnapshot().value).toBe('debouncing')
    expect(actor.getSnapshot().context.vehicle).toBeNull()
    await vi.advanceTimersByTimeAsync(350)
    await lookupVin.answer(golf)
    expect(actor.getSnapshot().context.vehicle).toEqual(golf)
  })

  it('clears a previous result as soon as the VIN is edited', async () => {
    const { actor, lookupVin, type } = start()
    type(golf.vin)
    await vi.advanceTimersByTimeAsync(350)
    await lookupVin.answer(golf)
    type(`${golf.vin}X`)
    expect(actor.getSnapshot().value).toBe('debouncing')
    expect(actor.getSnapshot().context.vehicle).toBeNull()
  })

  it('looks the VIN up at once on Enter in the typing pause, and answers with its vehicle', async () => {
    const { lookupVin, type, submit, answered } = start()
    type(golf.vin)
    submit()
    expect(lookupVin.spy).toHaveBeenCalledExactlyOnceWith({ vin: golf.vin })
    expect(answered).not.toHaveBeenCalled()
    await lookupVin.answer(golf)
    expect(answered).toHaveBeenCalledExactlyOnceWith(golf.vin, golf)
    await vi.advanceTimersByTimeAsync(1000)
    expect(lookupVin.spy).toHaveBeenCalledOnce()
  })

  it('answers an Enter pressed while looking up once the lookup answers, with null for no vehicle', async () => {
    const { lookupVin, type, submit, answered } = start()
    type('ZZZZZZZZZZZZZZZZZ')
    await vi.advanceTimersByTimeAsync(350)
    submit()
    expect(answered).not.toHaveBeenCalled()
    await lookupVin.answer(null)
    expect(answered).toHaveBeenCalledExactlyOnceWith('ZZZZZZZZZZZZZZZZZ', null)
  })

  it('answers an Enter on a VIN already found at once', async () => {
    const { lookupVin, type, submit, answered } = start()
    type(golf.vin)
    await vi.advanceTimersByTimeAsync(350)
    await lookupVin.answer(golf)
    submit()
    expect(answered).toHaveBeenCalledExactlyOnceWith(golf.vin, golf)
  })

  it('forgets an Enter once the VIN is edited: the earlier VIN is never answered', async () => {
    const { lookupVin, type, submit, answered } = start()
    type('WVWZZZAUZGW000002')
    submit()
    const stale = lookupVin.last
    type(golf.vin)
    stale.resolve({ ...golf, vin: 'WVWZZZAUZGW000002' })
    await settle()
    await vi.advanceTimersByTimeAsync(350)
    await lookupVin.answer(golf)
    expect(answered).not.toHaveBeenCalled()
  })
})
