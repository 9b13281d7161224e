/** A garage vehicle carries its make's and series' names, so it can be shown without a network. */
import type { z } from 'zod'
import type { GarageVehicle, garageListAnswerSchema } from './garage-schema'

export type { GarageAddBody, GarageVehicle, VehicleDetails } from './garage-schema'

/** A workshop phone holds the cars of the day, not a fleet. */
export const GARAGE_MAX_VEHICLES = 30

export type GarageListResponse = z.infer<typeof garageListAnswerSchema>

export interface GarageState {
  items: GarageVehicle[]
  current: GarageVehicle | null
}

export const emptyGarage: GarageState = { items: [], current: null }

function newestFirst(items: GarageVehicle[]): GarageVehicle[] {
  return [...items].sort((a, b) => b.addedAt.localeCompare(a.addedAt))
}

export function setGarageItems(state: GarageState, items: GarageVehicle[]): GarageState {
  const unique = new Map<number, GarageVehicle>()
  for (const item of newestFirst(items)) if (!unique.has(item.id)) unique.set(item.id, item)
  const list = [...unique.values()].slice(0, GARAGE_MAX_VEHICLES)
  const current = state.current ? (list.find((v) => v.id === state.current?.id) ?? null) : null
  return { items: list, current }
}

export function setCurrentVehicle(state: GarageState, id: number | null): GarageState {
  return { ...state, current: id === null ? null : (state.items.find((v) => v.id === id) ?? null) }
}

export function addToGarage(state: GarageState, vehicle: GarageVehicle): GarageState {
  const kept = state.items.find((v) => v.id === vehicle.id)
  const added = { ...vehicle, year: vehicle.year ?? kept?.year ?? null }
  const items = [added, ...state.items.filter((v) => v.id !== vehicle.id)]
  return setGarageItems(state, items)
}

export function removeFromGarage(state: GarageState, id: number): GarageState {
  return setGarageItems(
    state,
    state.items.filter((v) => v.id !== id),
  )
}
