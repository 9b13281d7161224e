/**
 * The garage on this device: the vehicles kept and the current one, in IndexedDB
 * for everyone, and — when signed in — kept in step with the account (`/api/garage`).
 *
 * How the two meet: every add and remove is applied here at once and also queued as a change
 * for the account (the last change per vehicle wins). When a token is present the queue is
 * replayed in order (adds and removes are idempotent on the server, so a replay never doubles
 * anything), and once it is empty the account's list becomes the device's list. So vehicles
 * added while signed out join the account at the next sign-in, and a vehicle removed on
 * another device disappears here. The queue survives a reload and a browser restart.
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
import { isNetworkFailure } from '../api-client'

/** A change not yet made on the account. */
export type GarageChange =
  | { op: 'add'; carId: number; year: number | null }
  | { op: 'remove'; carId: number }

/** What is kept in IndexedDB. `version` changes only when the shape does. */
export interface StoredGarage {
  version: 1
  items: GarageVehicle[]
  currentId: number | null
  pending: GarageChange[]
}

export const GARAGE_STORAGE_KEY = 'red-parts/react/garage'

export interface GarageSnapshot extends GarageState {
  /** Changes waiting for the account (shown as 'venter på nett'). */
  pending: GarageChange[]
  /** The device's garage has been read (before that the lists are empty). */
  loaded: boolean
}

/** What the store needs from the outside world; tests give fakes. */
export interface GarageStoreDeps {
  storage: {
    get: (key: string) => Promise<unknown>
    set: (key: string, value: unknown) => Promise<void>
  }
  /** `null` when nobody is signed in. */
  readToken: () => string | null
  account: {
    list: () => Promise<GarageListResponse>
    add: (carId: number, year: number | null) => Promise<GarageListResponse>
    remove: (carId: number) => Promise<GarageListResponse>
  }
  /** Tells other tabs of this browser that the stored garage changed. */
  broadcast?: () => void
  /** Whether the browser believes it has a network (`navigator.onLine`). */
  isOnline?: () => boolean
  /** Runs `retry` after `ms` (setTimeout); tests drive it by hand. */
  schedule?: (retry: () => void, ms: number) => void
}

/** First wait before a failed sync is tried again while the browser says it is online, ms. */
export const GARAGE_RETRY_FIRST_MS = 2_000
/** Longest wait between tries, ms. */
export const GARAGE_RETRY_MAX_MS = 60_000

function isStoredGarage(value: unknown): value is StoredGarage {
  const stored = value as StoredGarage | null
  return (
    typeof stored === 'object' &&
    stored !== null &&
    stored.version === 1 &&
    Array.isArray(stored.items) &&
    Array.isArray(stored.pending)
  )
}

/** Keeps one change per vehicle, the latest, in the order the vehicles were last touched. */
function queued(pending: GarageChange[], change: GarageChange): GarageChange[] {
  return [...pending.filter((c) => c.carId !== change.carId), change]
}

function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : null
}

/** The garage before the device's copy is read (and on a page drawn on the server). */
export const GARAGE_NOT_LOADED: GarageSnapshot = { ...emptyGarage, pending: [], loaded: false }

export class GarageStore {
  private snapshot: GarageSnapshot = GARAGE_NOT_LOADED
  private readonly listeners = new Set<() => void>()
  private syncing: Promise<void> | null = null
  private syncAgain = false
  private writes: Promise<void> = Promise.resolve()
  private retryDelay = GARAGE_RETRY_FIRST_MS
  private retryScheduled = false
  /** Changes made before the device's garage was first read, replayed on top of it. */
  private early: ((garage: GarageSnapshot) => GarageSnapshot)[] = []

  constructor(private readonly deps: GarageStoreDeps) {}

  getSnapshot = (): GarageSnapshot => this.snapshot

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Reads the device's garage (at start, and when another tab changed it). */
  async load(): Promise<void> {
    let stored: unknown = null
    try {
      stored = await this.deps.storage.get(GARAGE_STORAGE_KEY)
    } catch {
      // Storage blocked or broken: start empty rather than fail the app.
    }
    const garage = isStoredGarage(stored) ? stored : null
    const state = setCurrentVehicle(
      setGarageItems(emptyGarage, garage?.items ?? []),
      garage?.currentId ?? null,
    )
    // A tap that came before the read (a slow IndexedDB on a busy phone) is not lost.
    const early = this.early
    this.early = []
    const read: GarageSnapshot = { ...state, pending: garage?.pending ?? [], loaded: true }
    this.replace(
      early.reduce((garage, change) => change(garage), read),
      early.length > 0,
    )
    if (early.length > 0) void this.sync()
  }

  /** Keeps a vehicle and makes it the current one. */
  add(vehicle: GarageVehicle): Promise<void> {
    this.change((garage) => ({
      ...garage,
      ...setCurrentVehicle(addToGarage(garage, vehicle), vehicle.id),
      pending: queued(garage.pending, { op: 'add', carId: vehicle.id, year: vehicle.year }),
    }))
    return this.sync()
  }

  remove(id: number): Promise<void> {
    this.change((garage) => ({
      ...garage,
      ...removeFromGarage(garage, id),
      pending: queued(garage.pending, { op: 'remove', carId: id }),
    }))
    return this.sync()
  }

  /** Picks the current vehicle by id, or none ('all vehicles'). Kept on this device only. */
  select(id: number | null): void {
    this.change((garage) => ({ ...garage, ...setCurrentVehicle(garage, id) }))
  }

  /**
   * Applies a change. Before the device's garage is read it is shown at once but neither
   * stored (that would overwrite the vehicles kept before) nor synced; `load` replays it.
   */
  private change(apply: (garage: GarageSnapshot) => GarageSnapshot): void {
    if (!this.snapshot.loaded) this.early.push(apply)
    this.replace(apply(this.snapshot), this.snapshot.loaded)
  }

  /**
   * Replays the queued changes on the account, then takes the account's list. Does nothing
   * when signed out; stops quietly when the network is gone (the next call tries again).
   * Calls made while one runs are folded into one more run after it.
   */
  sync(): Promise<void> {
    if (this.syncing) {
      this.syncAgain = true
      return this.syncing
    }
    this.syncing = (async () => {
      try {
        do {
          this.syncAgain = false
          await this.syncOnce()
        } while (this.syncAgain)
      } catch (error) {
        // Not the network, not an answer: a fault worth seeing, but never one the caller handles.
        console.error('Garage sync failed:', error)
      } finally {
        this.syncing = null
      }
    })()
    return this.syncing
  }

  private async syncOnce(): Promise<void> {
    // Before the read the queue is not the device's yet; `load` syncs once it has replayed.
    if (!this.snapshot.loaded || !this.deps.readToken()) return
    try {
      let answer: GarageListResponse | null = null
      for (;;) {
        const change = this.snapshot.pending[0]
        if (!change) break
        try {
          answer =
            change.op === 'add'
              ? await this.deps.account.add(change.carId, change.year)
              : await this.deps.account.remove(change.carId)
        } catch (error) {
          const status = statusOf(error)
          // The account refused this change for good (e.g. a vehicle the catalogue lost):
          // drop it rather than block the queue. No answer, 401, 5xx: try again later.
          if (status === null || status === 401 || status === 429 || status >= 500) throw error
        }
        this.replace({
          ...this.snapshot,
          pending: this.snapshot.pending.filter((c) => c !== change),
        })
      }
      answer ??= await this.deps.account.list()
      // Changes made while the answer travelled are replayed first; the next run takes the list.
      if (this.snapshot.pending.length > 0) {
        this.syncAgain = true
        return
      }
      this.replace({ ...this.snapshot, ...setGarageItems(this.snapshot, answer.items) })
      this.retryDelay = GARAGE_RETRY_FIRST_MS
    } catch (error) {
      const status = statusOf(error)
      // No answer, or the server busy or failing: try again. 401 waits for the next sign-in.
      if (isNetworkFailure(error) || (status !== null && (status >= 500 || status === 429))) {
        this.retryLater()
        return
      }
      if (status !== null) return
      throw error
    }
  }

  /**
   * The network went away mid-sync, or came back only half (an `online` event can come before
   * the connection carries requests): while the browser says it is online, try again after a
   * growing pause. Offline, the `online` event starts the next try instead.
   */
  private retryLater(): void {
    const online = this.deps.isOnline?.() ?? true
    if (!online || this.retryScheduled || this.snapshot.pending.length === 0) return
    const schedule = this.deps.schedule ?? ((retry, ms) => void setTimeout(retry, ms))
    this.retryScheduled = true
    const delay = this.retryDelay
    this.retryDelay = Math.min(this.retryDelay * 2, GARAGE_RETRY_MAX_MS)
    schedule(() => {
      this.retryScheduled = false
      void this.sync()
    }, delay)
  }

  private replace(next: GarageSnapshot, persist = true): void {
    this.snapshot = next
    for (const listener of this.listeners) listener()
    if (!persist) return
    const stored: StoredGarage = {
      version: 1,
      items: next.items,
      currentId: next.current?.id ?? null,
      pending: next.pending,
    }
    // Writes land in order, so the last state is the one kept.
    this.writes = this.writes
      .then(() => this.deps.storage.set(GARAGE_STORAGE_KEY, stored))
      .then(() => this.deps.broadcast?.())
      .catch(() => {
        // A full or blocked storage keeps the garage for this visit only.
      })
  }

  /** Resolves when every write so far has reached the storage (tests, reload hand-over). */
  flushed(): Promise<void> {
    return this.writes
  }
}
