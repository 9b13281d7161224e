import { describe, expect, it } from 'vitest'
import {
  addToGarage,
  emptyGarage,
  GARAGE_MAX_VEHICLES,
  type GarageVehicle,
  removeFromGarage,
  setCurrentVehicle,
  setGarageItems,
} from './garage'
import { garageAddBodySchema } from './garage-schema'

function vehicle(
  id: number,
  addedAt = `2026-11-${String(10 + (id % 10)).padStart(2, '0')}T10:00:00.000Z`,
): GarageVehicle {
  return {
    id,
    year: null,
    make: { manuId: 1, manuName: 'VW' },
    model: { modelId: 2, modelname: 'GOLF VII', yearOfConstrFrom: 201208, yearOfConstrTo: null },
    engine: {
      carId: id,
      typeName: '1.6 TDI',
      powerKwFrom: 77,
      powerHpFrom: 105,
      ccmTech: 1598,
      motorCode: 'CLHA',
      fuel: 'Diesel',
      yearOfConstrFrom: 201208,
      yearOfConstrTo: null,
    },
    addedAt,
  }
}

describe('garage rules', () => {
  it('keeps the current vehicle when new items still list it', () => {
    const state = setCurrentVehicle(setGarageItems(emptyGarage, [vehicle(1), vehicle(2)]), 2)
    const next = setGarageItems(state, [vehicle(2), vehicle(3)])
    expect(next.current?.id).toBe(2)
  })

  it('drops the current vehicle when new items no longer list it', () => {
    const state = setCurrentVehicle(setGarageItems(emptyGarage, [vehicle(1), vehicle(2)]), 2)
    expect(setGarageItems(state, [vehicle(1)]).current).toBeNull()
  })

  it('picks the current vehicle by id, or none for an id not kept', () => {
    const state = setGarageItems(emptyGarage, [vehicle(1), vehicle(2)])
    expect(setCurrentVehicle(state, 1).current?.id).toBe(1)
    expect(setCurrentVehicle(state, 9).current).toBeNull()
    expect(setCurrentVehicle(setCurrentVehicle(state, 1), null).current).toBeNull()
  })

  it('lists the newest first and a re-added vehicle once, keeping its year', () => {
    let state = addToGarage(emptyGarage, { ...vehicle(1, '2026-11-01T00:00:00Z'), year: 2016 })
    state = addToGarage(state, vehicle(2, '2026-11-02T00:00:00Z'))
    state = addToGarage(state, vehicle(1, '2026-11-03T00:00:00Z'))
    expect(state.items.map((v) => v.id)).toEqual([1, 2])
    expect(state.items[0]?.year).toBe(2016)
  })

  it('forgets the oldest vehicle past the garage limit', () => {
    let state = emptyGarage
    for (let id = 1; id <= GARAGE_MAX_VEHICLES + 1; id += 1) {
      state = addToGarage(state, vehicle(id, new Date(Date.UTC(2026, 0, id)).toISOString()))
    }
    expect(state.items).toHaveLength(GARAGE_MAX_VEHICLES)
    expect(state.items.some((v) => v.id === 1)).toBe(false)
  })

  it('removing the current vehicle leaves none current', () => {
    const state = setCurrentVehicle(setGarageItems(emptyGarage, [vehicle(1), vehicle(2)]), 1)
    const next = removeFromGarage(state, 1)
    expect(next.items.map((v) => v.id)).toEqual([2])
    expect(next.current).toBeNull()
  })

  it('accepts a car id with an optional year and refuses anything else', () => {
    expect(garageAddBodySchema.parse({ carId: '12', year: 2016 })).toEqual({
      carId: 12,
      year: 2016,
    })
    expect(garageAddBodySchema.safeParse({ carId: 12, make: 'Ferrari' }).success).toBe(false)
    expect(garageAddBodySchema.safeParse({ carId: -1 }).success).toBe(false)
  })
})
