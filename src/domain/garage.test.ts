import { describe, expect, it } from 'vitest'
import {
  addToGarage,
  emptyGarage,
  GARAGE_MAX_VEHICLES,
  removeFromGarage,
  setCurrentVehicle,
  setGarageItems,
} from './garage'
import { garageAddBodySchema } from './garage-schema'
import { garageVehicle } from './test/garage-vehicle'

/** A garage holding the vehicles with these car ids, none of them current. */
function garageWith(...ids: number[]) {
  const vehicles = ids.map((id) => garageVehicle(id))
  return setGarageItems(emptyGarage, vehicles)
}

describe('garage rules', () => {
  it('keeps the current vehicle when new items still list it', () => {
    const state = setCurrentVehicle(garageWith(1, 2), 2)
    const next = setGarageItems(state, [garageVehicle(2), garageVehicle(3)])
    expect(next.current?.id).toBe(2)
  })

  it('drops the current vehicle when new items no longer list it', () => {
    const state = setCurrentVehicle(garageWith(1, 2), 2)
    expect(setGarageItems(state, [garageVehicle(1)]).current).toBeNull()
  })

  it('picks the current vehicle by id, or none for an id not kept', () => {
    const state = garageWith(1, 2)
    expect(setCurrentVehicle(state, 1).current?.id).toBe(1)
    expect(setCurrentVehicle(state, 9).current).toBeNull()
    expect(setCurrentVehicle(setCurrentVehicle(state, 1), null).current).toBeNull()
  })

  it('lists the newest first and a re-added vehicle once, keeping its year', () => {
    let state = addToGarage(emptyGarage, {
      ...garageVehicle(1, '2026-11-01T00:00:00Z'),
      year: 2016,
    })
    state = addToGarage(state, garageVehicle(2, '2026-11-02T00:00:00Z'))
    state = addToGarage(state, garageVehicle(1, '2026-11-03T00:00:00Z'))
    expect(state.items.map((v) => v.id)).toEqual([1, 2])
    expect(state.items[0]?.year).toBe(2016)
  })

  it('forgets the oldest vehicle past the garage limit', () => {
    let state = emptyGarage
    for (let id = 1; id <= GARAGE_MAX_VEHICLES + 1; id += 1) {
      state = addToGarage(state, garageVehicle(id, new Date(Date.UTC(2026, 0, id)).toISOString()))
    }
    expect(state.items).toHaveLength(GARAGE_MAX_VEHICLES)
    expect(state.items.some((v) => v.id === 1)).toBe(false)
  })

  it('removing the current vehicle leaves none current', () => {
    const state = setCurrentVehicle(garageWith(1, 2), 1)
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
