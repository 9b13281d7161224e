/**
 * The garage on this device: the vehicles kept and the current one, in IndexedDB under
 * `red-parts/react/garage` for everyone, and — when signed in — kept in step with the account
 * (`/api/garage`) by the synced store: adds and removes are queued per vehicle and replayed,
 * then the account's list becomes the device's. The current vehicle stays on this device.
 */
import {
  addToGarage,
  emptyGarage,
  type GarageListResponse,
  type GarageState,
  type GarageVehicle,
  removeFromGarage,
  setCurrentVehicle,
  setGarageItems,
} from '../../../domain/garage'
import { type Synced, SyncedStore, type SyncedStoreDeps } from '../../lib/synced-store'
import { isStoredShape } from '../stored-shape'

/** A change not yet made on the account. */
export type GarageChange =
  | { op: 'add'; carId: number; year: number | null }
  | { op: 'remove'; carId: number }

/** What is kept in IndexedDB. `version` changes only when the shape does. */
interface StoredGarage {
  version: 1
  items: GarageVehicle[]
  currentId: number | null
  pending: GarageChange[]
}

export const GARAGE_STORAGE_KEY = 'red-parts/react/garage'

export type GarageSnapshot = Synced<GarageState, GarageChange>

export interface GarageStoreDeps extends SyncedStoreDeps {
  account: {
    list: () => Promise<GarageListResponse>
    add: (carId: number, year: number | null) => Promise<GarageListResponse>
    remove: (carId: number) => Promise<GarageListResponse>
  }
}

/** The garage before the device's copy is read (and on a page drawn on the server). */
export const GARAGE_NOT_LOADED: GarageSnapshot = { ...emptyGarage, pending: [], loaded: false }

export class GarageStore extends SyncedStore<GarageState, GarageChange, GarageListResponse> {
  constructor({ account, ...deps }: GarageStoreDeps) {
    super(
      {
        name: 'Garage',
        storageKey: GARAGE_STORAGE_KEY,
        empty: emptyGarage,
        restore: (stored) => {
          const garage = isStoredShape<StoredGarage>(stored, (s) => [s.items, s.pending])
            ? stored
            : null
          const state = setCurrentVehicle(
            setGarageItems(emptyGarage, garage?.items ?? []),
            garage?.currentId ?? null,
          )
          return { state, pending: garage?.pending ?? [] }
        },
        store: (state, pending): StoredGarage => ({
          version: 1,
          items: state.items,
          currentId: state.current?.id ?? null,
          pending,
        }),
        keyOf: (change) => String(change.carId),
        send: (change) =>
          change.op === 'add'
            ? account.add(change.carId, change.year)
            : account.remove(change.carId),
        list: account.list,
        adopt: (state, answer) => setGarageItems(state, answer.items),
      },
      deps,
    )
  }

  /** Keeps a vehicle and makes it the current one. */
  add(vehicle: GarageVehicle): Promise<void> {
    return this.apply((garage) => setCurrentVehicle(addToGarage(garage, vehicle), vehicle.id), {
      op: 'add',
      carId: vehicle.id,
      year: vehicle.year,
    })
  }

  remove(id: number): Promise<void> {
    return this.apply((garage) => removeFromGarage(garage, id), { op: 'remove', carId: id })
  }

  /** Picks the current vehicle by id, or none ('all vehicles'). Kept on this device only. */
  select(id: number | null): void {
    this.applyLocally((garage) => setCurrentVehicle(garage, id))
  }
}
