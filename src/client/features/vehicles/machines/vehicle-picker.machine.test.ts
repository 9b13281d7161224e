import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type {
  Manufacturer,
  ModelSeries,
  EngineChoice,
} from '../../../data/vehicles/vehicle-options'
import { deferredLookup, settle } from './deferred-lookup'
import { vehiclePickerMachine } from './vehicle-picker.machine'
import { fakeTimersEachTest } from '../../../test/fake-timers'

const vw: Manufacturer = { manuId: 1, manuName: 'VW' }
const toyota: Manufacturer = { manuId: 2, manuName: 'Toyota' }
const golf: ModelSeries = {
  modelId: 10,
  modelname: 'Golf VII',
  yearOfConstrFrom: 201208,
  yearOfConstrTo: 202012,
}
const rav4: ModelSeries = {
  modelId: 20,
  modelname: 'RAV4 V',
  yearOfConstrFrom: 201812,
  yearOfConstrTo: null,
}
const tdi: EngineChoice = { carId: 100, typeName: '1.6 TDI', motorCode: 'CLHA' }
const egolf: EngineChoice = { carId: 101, typeName: 'e-Golf', motorCode: 'EAZ' }

function start(withYear: boolean, years?: number[]) {
  const loadYears = deferredLookup<number[], void>()
  const loadMakes = deferredLookup<Manufacturer[], { year?: number }>()
  const loadModels = deferredLookup<ModelSeries[], { year?: number; manuId: number }>()
  const loadEngines = deferredLookup<
    EngineChoice[],
    { year?: number; manuId: number; modelId: number }
  >()
  const onVehicle = vi.fn()
  const machine = vehiclePickerMachine.provide({
    actors: {
      loadYears: loadYears.actor,
      loadMakes: loadMakes.actor,
      loadModels: loadModels.actor,
      loadEngines: loadEngines.actor,
    },
    actions: { onVehicle: (_, params) => onVehicle(params.vehicle) },
  })
  const actor = createActor(machine, { input: { withYear, years } })
  const emitted = vi.fn()
  actor.on('vehicle.chosen', (event) => emitted(event.vehicle))
  actor.start()
  const levels = () => actor.getSnapshot().context.levels
  const statuses = () => {
    const { year, brand, model, engine } = levels()
    return [year.status, brand.status, model.status, engine.status]
  }
  return {
    actor,
    loadYears,
    loadMakes,
    loadModels,
    loadEngines,
    onVehicle,
    emitted,
    levels,
    statuses,
  }
}

describe('vehicle-picker machine', () => {
  fakeTimersEachTest()

  describe('with a year', () => {
    it('loads the years first and keeps brand, model and engine disabled', async () => {
      const { loadYears, levels, statuses } = start(true)
      expect(loadYears.spy).toHaveBeenCalledOnce()
      expect(statuses()).toEqual(['loading', 'disabled', 'disabled', 'disabled'])
      await loadYears.answer([2021, 2020])
      expect(statuses()).toEqual(['ready', 'disabled', 'disabled', 'disabled'])
      expect(levels().year.options).toEqual([2021, 2020])
    })

    it('starts with the years ready, without loading them, when the page already has them', async () => {
      const { actor, loadYears, loadMakes, levels, statuses } = start(true, [2021, 2020])
      expect(loadYears.spy).not.toHaveBeenCalled()
      expect(statuses()).toEqual(['ready', 'disabled', 'disabled', 'disabled'])
      expect(levels().year.options).toEqual([2021, 2020])
      actor.send({ type: 'year.selected', year: 2020 })
      expect(loadMakes.spy).toHaveBeenCalledExactlyOnceWith({ year: 2020 })
    })

    it('loads each select from the choices before it and reports the vehicle chosen', async () => {
      const picker = start(true)
      const { actor, loadYears, loadMakes, loadModels, loadEngines } = picker
      await loadYears.answer([2021, 2020])

      actor.send({ type: 'year.selected', year: 2020 })
      expect(loadMakes.spy).toHaveBeenCalledExactlyOnceWith({ year: 2020 })
      expect(picker.statuses()).toEqual(['ready', 'loading', 'disabled', 'disabled'])
      await loadMakes.answer([vw, toyota])

      actor.send({ type: 'brand.selected', manuId: 1 })
      expect(loadModels.spy).toHaveBeenCalledExactlyOnceWith({ year: 2020, manuId: 1 })
      await loadModels.answer([golf])

      actor.send({ type: 'model.selected', modelId: 10 })
      expect(loadEngines.spy).toHaveBeenCalledExactlyOnceWith({
        year: 2020,
        manuId: 1,
        modelId: 10,
      })
      await loadEngines.answer([tdi, egolf])
      expect(picker.statuses()).toEqual(['ready', 'ready', 'ready', 'ready'])
      expect(picker.onVehicle).not.toHaveBeenCalled()

      actor.send({ type: 'engine.selected', carId: 100 })
      const vehicle = { year: 2020, make: vw, model: golf, engine: tdi }
      expect(actor.getSnapshot().value).toBe('complete')
      expect(actor.getSnapshot().context.vehicle).toEqual(vehicle)
      expect(picker.onVehicle).toHaveBeenCalledExactlyOnceWith(vehicle)
      expect(picker.emitted).toHaveBeenCalledExactlyOnceWith(vehicle)
      expect(picker.levels().engine.selected).toBe(100)
    })
  })

  describe('without a year', () => {
    it('loads the brands first even when years are given', () => {
      const { loadYears, loadMakes, statuses } = start(false, [2021])
      expect(loadYears.spy).not.toHaveBeenCalled()
      expect(loadMakes.spy).toHaveBeenCalledExactlyOnceWith({})
      expect(statuses()).toEqual(['disabled', 'loading', 'disabled', 'disabled'])
    })

    it('starts with the brands and never sends a year', async () => {
      const { actor, loadYears, loadMakes, loadModels, loadEngines, statuses, onVehicle } =
        start(false)
      expect(loadYears.spy).not.toHaveBeenCalled()
      expect(loadMakes.spy).toHaveBeenCalledExactlyOnceWith({})
      expect(statuses()).toEqual(['disabled', 'loading', 'disabled', 'disabled'])
      await loadMakes.answer([vw])
      actor.send({ type: 'brand.selected', manuId: 1 })
      expect(loadModels.spy).toHaveBeenCalledExactlyOnceWith({ manuId: 1 })
      await loadModels.answer([golf])
      actor.send({ type: 'model.selected', modelId: 10 })
      expect(loadEngines.spy).toHaveBeenCalledExactlyOnceWith({ manuId: 1, modelId: 10 })
      await loadEngines.answer([egolf])
      actor.send({ type: 'engine.selected', carId: 101 })
      expect(onVehicle).toHaveBeenCalledExactlyOnceWith({
        year: null,
        make: vw,
        model: golf,
        engine: egolf,
      })
    })
  })

  /** Brings a picker without a year to the complete state with VW Golf 1.6 TDI. */
  async function completed() {
    const picker = start(false)
    await picker.loadMakes.answer([vw, toyota])
    picker.actor.send({ type: 'brand.selected', manuId: 1 })
    await picker.loadModels.answer([golf, rav4])
    picker.actor.send({ type: 'model.selected', modelId: 10 })
    await picker.loadEngines.answer([tdi, egolf])
    picker.actor.send({ type: 'engine.selected', carId: 100 })
    return picker
  }

  it('resets and disables every later select when an earlier choice changes', async () => {
    const picker = start(true)
    await picker.loadYears.answer([2021, 2020])
    picker.actor.send({ type: 'year.selected', year: 2021 })
    await picker.loadMakes.answer([vw])
    picker.actor.send({ type: 'brand.selected', manuId: 1 })
    await picker.loadModels.answer([golf])
    picker.actor.send({ type: 'model.selected', modelId: 10 })
    await picker.loadEngines.answer([tdi])
    picker.actor.send({ type: 'engine.selected', carId: 100 })

    picker.actor.send({ type: 'year.selected', year: 2020 })
    const { year, brand, model, engine } = picker.levels()
    expect(year).toMatchObject({ selected: 2020, status: 'ready' })
    expect(brand).toMatchObject({ options: [], selected: null, status: 'loading' })
    expect(model).toMatchObject({ options: [], selected: null, status: 'disabled' })
    expect(engine).toMatchObject({ options: [], selected: null, status: 'disabled' })
    expect(picker.actor.getSnapshot().context.vehicle).toBeNull()
    expect(picker.loadMakes.last.input).toEqual({ year: 2020 })
  })

  it('clears the engine and the vehicle when the model changes after completion', async () => {
    const picker = await completed()
    picker.actor.send({ type: 'model.selected', modelId: 20 })
    expect(picker.actor.getSnapshot().value).toBe('loadingEngines')
    expect(picker.actor.getSnapshot().context.vehicle).toBeNull()
    expect(picker.levels().engine).toMatchObject({ options: [], selected: null, status: 'loading' })
    expect(picker.levels().model.selected).toBe(20)
    expect(picker.loadEngines.last.input).toEqual({ manuId: 1, modelId: 20 })
  })

  it('reports a new vehicle when another engine is chosen', async () => {
    const picker = await completed()
    picker.actor.send({ type: 'engine.selected', carId: 101 })
    expect(picker.onVehicle).toHaveBeenCalledTimes(2)
    expect(picker.onVehicle).toHaveBeenLastCalledWith({
      year: null,
      make: vw,
      model: golf,
      engine: egolf,
    })
  })

  it('cancels the load of a stale choice so its late answer never lands', async () => {
    const picker = start(false)
    await picker.loadMakes.answer([vw, toyota])
    picker.actor.send({ type: 'brand.selected', manuId: 1 })
    const staleLoad = picker.loadModels.last
    picker.actor.send({ type: 'brand.selected', manuId: 2 })
    expect(staleLoad.signal.aborted).toBe(true)
    await picker.loadModels.answer([rav4])
    staleLoad.resolve([golf])
    await settle()
    expect(picker.levels().brand.selected).toBe(2)
    expect(picker.levels().model).toMatchObject({ options: [rav4], status: 'ready' })
  })

  it('ignores a choice that the select does not offer', async () => {
    const picker = start(false)
    picker.actor.send({ type: 'brand.selected', manuId: 1 }) // brands still loading
    expect(picker.loadModels.spy).not.toHaveBeenCalled()
    await picker.loadMakes.answer([vw])
    picker.actor.send({ type: 'brand.selected', manuId: 99 })
    picker.actor.send({ type: 'model.selected', modelId: 10 }) // models not loaded
    picker.actor.send({ type: 'year.selected', year: 2020 }) // no year select here
    expect(picker.loadModels.spy).not.toHaveBeenCalled()
    expect(picker.loadEngines.spy).not.toHaveBeenCalled()
    expect(picker.actor.getSnapshot().value).toBe('choosing')
  })

  it('stores a failed load and loads it again on retry', async () => {
    const picker = start(true)
    const failure = new Error('Failed to fetch years')
    await picker.loadYears.fail(failure)
    expect(picker.actor.getSnapshot().value).toBe('failed')
    expect(picker.levels().year).toMatchObject({ status: 'failed', error: failure })
    picker.actor.send({ type: 'options.retry' })
    expect(picker.loadYears.spy).toHaveBeenCalledTimes(2)
    expect(picker.levels().year).toMatchObject({ status: 'loading', error: null })
    await picker.loadYears.answer([2021])
    expect(picker.levels().year).toMatchObject({ status: 'ready', options: [2021] })
  })

  it('retries a failed model load with the same brand, keeping earlier choices', async () => {
    const picker = start(false)
    await picker.loadMakes.answer([vw])
    picker.actor.send({ type: 'brand.selected', manuId: 1 })
    await picker.loadModels.fail(new Error('Failed to fetch model series'))
    expect(picker.levels().model.status).toBe('failed')
    picker.actor.send({ type: 'options.retry' })
    expect(picker.loadModels.spy).toHaveBeenCalledTimes(2)
    expect(picker.loadModels.last.input).toEqual({ manuId: 1 })
    expect(picker.levels().brand).toMatchObject({ selected: 1, status: 'ready' })
  })

  it('lets an earlier select change after a later load failed', async () => {
    const picker = start(false)
    await picker.loadMakes.answer([vw, toyota])
    picker.actor.send({ type: 'brand.selected', manuId: 1 })
    await picker.loadModels.fail(new Error('down'))
    picker.actor.send({ type: 'brand.selected', manuId: 2 })
    expect(picker.levels().model).toMatchObject({ status: 'loading', error: null })
    expect(picker.loadModels.last.input).toEqual({ manuId: 2 })
  })

  it('retries a failed brand load and a failed engine load', async () => {
    const picker = start(false)
    await picker.loadMakes.fail(new Error('Failed to fetch manufacturers'))
    picker.actor.send({ type: 'options.retry' })
    await picker.loadMakes.answer([vw])
    picker.actor.send({ type: 'brand.selected', manuId: 1 })
    await picker.loadModels.answer([golf])
    picker.actor.send({ type: 'model.selected', modelId: 10 })
    await picker.loadEngines.fail(new Error('down'))
    expect(picker.levels().engine.status).toBe('failed')
    picker.actor.send({ type: 'options.retry' })
    expect(picker.loadEngines.spy).toHaveBeenCalledTimes(2)
    await picker.loadEngines.answer([tdi])
    expect(picker.levels().engine).toMatchObject({ status: 'ready', options: [tdi] })
  })
})
