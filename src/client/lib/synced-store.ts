/**
 * A list kept on this device first (IndexedDB, one key per list) and, when signed in, in step
 * with the account. The garage, the job lists and the saved lists (wishlist, compare) each
 * give it their state, their changes and their account calls.
 *
 * How the two meet: every change is applied here at once and also queued for the account (the
 * last change per key wins). When a token is present the queue is replayed in order (the
 * server's changes are idempotent, so a replay never doubles anything), and once it is empty
 * the account's list becomes the device's. So what was made while signed out joins the
 * account at the next sign-in, and what another device removed disappears here. The queue is
 * stored with the state, so it survives a reload and a browser restart.
 */
import { isNetworkFailure } from './api-client'

/** A list's state as the app sees it: its own fields, the queue, and whether it was read. */
export type Synced<State, Change> = State & {
  /** Changes waiting for the account (shown as 'venter på nett'). */
  pending: Change[]
  /** The device's copy has been read (before that the state is the empty one). */
  loaded: boolean
}

/** What one kind of list brings: how it is stored, keyed, sent and taken from the account. */
export interface SyncedList<State, Change, Answer> {
  /** For the console, when a sync fails in a way nobody handles. */
  name: string
  storageKey: string
  empty: State
  /** The stored value read back; anything not of the list's shape is the empty state. */
  restore: (stored: unknown) => { state: State; pending: Change[] }
  /** The value stored for a state and its queue. */
  store: (state: State, pending: Change[]) => unknown
  /** Changes of equal key replace each other in the queue. */
  keyOf: (change: Change) => string
  /** Makes a change on the account; may answer the account's list afterwards. */
  send: (change: Change) => Promise<Answer | undefined>
  list: () => Promise<Answer>
  /** The device's state once the account's list is taken. */
  adopt: (state: State, answer: Answer) => State
}

/** What the store needs from the outside world; tests give fakes. */
export interface SyncedStoreDeps {
  storage: {
    get: (key: string) => Promise<unknown>
    set: (key: string, value: unknown) => Promise<void>
    del?: (key: string) => Promise<void>
  }
  /** `null` when nobody is signed in. */
  readToken: () => string | null
  /** Tells other tabs of this browser that the stored list changed. */
  broadcast?: () => void
  /** Whether the browser believes it has a network (`navigator.onLine`). */
  isOnline?: () => boolean
  /** Runs `retry` after `ms` (setTimeout); tests drive it by hand. */
  schedule?: (retry: () => void, ms: number) => void
}

/** First wait before a failed sync is tried again while the browser says it is online, ms. */
export const SYNC_RETRY_FIRST_MS = 2_000
/** Longest wait between tries, ms. */
export const SYNC_RETRY_MAX_MS = 60_000

function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : null
}

export class SyncedStore<State extends object, Change, Answer> {
  private snapshot: Synced<State, Change>
  private readonly listeners = new Set<() => void>()
  private syncing: Promise<void> | null = null
  private syncAgain = false
  private writes: Promise<void> = Promise.resolve()
  private retryDelay = SYNC_RETRY_FIRST_MS
  private retryScheduled = false
  /** Changes made before the device's copy was first read, replayed on top of it. */
  private early: ((state: Synced<State, Change>) => Synced<State, Change>)[] = []
  /** Raised by `forget`: a read or sync begun before it brings nothing back. */
  private generation = 0

  constructor(
    protected readonly list: SyncedList<State, Change, Answer>,
    private readonly deps: SyncedStoreDeps,
  ) {
    this.snapshot = { ...list.empty, pending: [], loaded: false }
  }

  getSnapshot = (): Synced<State, Change> => this.snapshot

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Reads the device's copy (at start, and when another tab changed it). */
  async load(): Promise<void> {
    const generation = this.generation
    let stored: unknown = null
    try {
      stored = await this.deps.storage.get(this.list.storageKey)
    } catch {
      // Storage blocked or broken: start empty rather than fail the app.
    }
    if (generation !== this.generation) return
    const { state, pending } = this.list.restore(stored)
    // A tap that came before the read (a slow IndexedDB on a busy phone) is not lost.
    const early = this.early
    this.early = []
    const read: Synced<State, Change> = { ...state, pending, loaded: true }
    this.replace(
      early.reduce((current, change) => change(current), read),
      early.length > 0,
    )
    if (early.length > 0) void this.sync()
  }

  /**
   * Drops the list and its queue, here and in storage: the person it belonged to has left
   * this device (a queue not yet sent goes with it — it was theirs to send).
   */
  forget(): Promise<void> {
    this.generation += 1
    this.early = []
    this.snapshot = { ...this.list.empty, pending: [], loaded: true }
    for (const listener of this.listeners) listener()
    const del = this.deps.storage.del
    // After the writes already on their way, so none of them brings the list back.
    this.writes = this.writes
      .then(() => del?.(this.list.storageKey))
      .then(() => this.deps.broadcast?.())
      .catch(() => {})
    return this.writes
  }

  /** Applies a change here and queues it for the account, then syncs. */
  protected apply(change: (state: State) => State, queued: Change): Promise<void> {
    this.change((current) => ({
      ...current,
      ...change(current),
      pending: [
        ...current.pending.filter((c) => this.list.keyOf(c) !== this.list.keyOf(queued)),
        queued,
      ],
    }))
    return this.sync()
  }

  /** Applies a change kept on this device only. */
  protected applyLocally(change: (state: State) => State): void {
    this.change((current) => ({ ...current, ...change(current) }))
  }

  /**
   * Before the device's copy is read a change is shown at once but neither stored (that would
   * overwrite what was kept before) nor synced; `load` replays it.
   */
  private change(apply: (state: Synced<State, Change>) => Synced<State, Change>): void {
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
        console.error(`${this.list.name} sync failed:`, error)
      } finally {
        this.syncing = null
      }
    })()
    return this.syncing
  }

  private async syncOnce(): Promise<void> {
    // Before the read the queue is not the device's yet; `load` syncs once it has replayed.
    if (!this.snapshot.loaded || !this.deps.readToken()) return
    const generation = this.generation
    try {
      let answer: Answer | undefined
      for (;;) {
        const change = this.snapshot.pending[0]
        if (!change) break
        try {
          answer = await this.list.send(change)
          if (generation !== this.generation) return
        } catch (error) {
          if (generation !== this.generation) return
          const status = statusOf(error)
          // The account refused this change for good (e.g. an article the catalogue lost):
          // drop it rather than block the queue. No answer, 401, 5xx: try again later.
          if (status === null || status === 401 || status === 429 || status >= 500) throw error
        }
        this.replace({
          ...this.snapshot,
          pending: this.snapshot.pending.filter((c) => c !== change),
        })
      }
      answer ??= await this.list.list()
      if (generation !== this.generation) return
      // Changes made while the answer travelled are replayed first; the next run takes the list.
      if (this.snapshot.pending.length > 0) {
        this.syncAgain = true
        return
      }
      this.replace({ ...this.snapshot, ...this.list.adopt(this.snapshot, answer) })
      this.retryDelay = SYNC_RETRY_FIRST_MS
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
    this.retryDelay = Math.min(this.retryDelay * 2, SYNC_RETRY_MAX_MS)
    schedule(() => {
      this.retryScheduled = false
      void this.sync()
    }, delay)
  }

  private replace(next: Synced<State, Change>, persist = true): void {
    this.snapshot = next
    for (const listener of this.listeners) listener()
    if (!persist) return
    const stored = this.list.store(next, next.pending)
    // Writes land in order, so the last state is the one kept.
    this.writes = this.writes
      .then(() => this.deps.storage.set(this.list.storageKey, stored))
      .then(() => this.deps.broadcast?.())
      .catch(() => {
        // A full or blocked storage keeps the list for this visit only.
      })
  }

  /** Resolves when every write so far has reached the storage (tests, reload hand-over). */
  flushed(): Promise<void> {
    return this.writes
  }
}
