/**
 * The garage: the vehicles a visitor keeps, and the one they work on now.
 * Shared by the client (kept on the device, IndexedDB) and the server (kept with the account,
 * `GET/POST/DELETE /api/garage`). A garage vehicle is a catalogue variant (`id` = its carId)
 * with the names of its make and model series, so it can be shown without a network.
 */
import type { z } from 'zod'
import type { GarageVehicle, garageListAnswerSchema } from './garage-schema'

export type { GarageAddBody, GarageVehicle, VehicleDetails } from './garage-schema'

/** Most vehicles one garage keeps; a workshop phone holds the cars of the day, not a fleet. */
export const GARAGE_MAX_VEHICLES = 30

/** `GET /api/garage`, and the answer to add and remove: the account's garage, newest first. */
export type GarageListResponse = z.infer<typeof garageListAnswerSchema>

/** Garage state: the items and the current vehicle, matched by id. */
export interface GarageState {
  items: GarageVehicle[]
  current: GarageVehicle | null
}

export const emptyGarage: GarageState = { items: [], current: null }

function newestFirst(items: GarageVehicle[]): GarageVehicle[] {
  return [...items].sort((a, b) => b.addedAt.localeCompare(a.addedAt))
}

/** Setting the items keeps the current vehicle if it is still listed, else none. */
export function setGarageItems(state: GarageState, items: GarageVehicle[]): GarageState {
  const unique = new Map<number, GarageVehicle>()
  for (const item of newestFirst(items)) if (!unique.has(item.id)) unique.set(item.id, item)
  const list = [...unique.values()].slice(0, GARAGE_MAX_VEHICLES)
  const current = state.current ? (list.find((v) => v.id === state.current?.id) ?? null) : null
  return { items: list, current }
}

/** Setting the current vehicle picks it by id from the items, or none. */
export function setCurrentVehicle(state: GarageState, id: number | null): GarageState {
  return { ...state, current: id === null ? null : (state.items.find((v) => v.id === id) ?? null) }
}

/**
 * Adding a vehicle puts it first (a vehicle already kept moves up, keeping its year unless a
 * new one is given); the oldest falls off past `GARAGE_MAX_VEHICLES`.
 */
export function addToGarage(state: GarageState, vehicle: GarageVehicle): GarageState {
  const kept = state.items.find((v) => v.id === vehicle.id)
  const added = { ...vehicle, year: vehicle.year ?? kept?.year ?? null }
  const items = [added, ...state.items.filter((v) => v.id !== vehicle.id)]
  return setGarageItems(state, items)
}

/** Removing a vehicle by id; it stops being current if it was. */
export function removeFromGarage(state: GarageState, id: number): GarageState {
  return setGarageItems(
    state,
    state.items.filter((v) => v.id !== id),
  )
}
