/**
 * The shopper's choices kept on this device besides the garage and the query cache: the
 * wishlist, the compare list, the currency and whether prices show without MVA. Stored in
 * localStorage under `red-parts/react` as `{ version: 1, app: 'delelager', state: { wishlist:
 * { items }, compare: { items }, currency: { code }, prices: { exMva } } }` — the old shop's
 * key, version and envelope —
 * read once when this module loads, written on every change, re-read when another tab writes.
 *
 * Why localStorage and not IndexedDB: it is read
 * synchronously, so counters and prices show the right figures in the first paint instead of
 * changing a moment later; the value is small (at most 100 + 4 snapshots and a code); the old
 * shop kept this key there; and the `storage` event keeps tabs in step for free.
 *
 * Guards: a value whose `version` is not 1, or without our `app` mark (the old shop wrote the
 * same key and version with other shapes and a currency it never really showed), starts clean
 * and is replaced at the next change. Stored items are checked one by one and bad ones
 * dropped. Storage that is blocked, full or broken keeps the state for this visit only.
 */
import { useSyncExternalStore } from 'react'
import { isCurrencyCode, type CurrencyCode, DEFAULT_CURRENCY_CODE } from '../../domain/currency'
import { compareRules } from '../../domain/compare'
import { restoreItems } from '../../domain/keyed-list'
import { isSavedArticle, type SavedArticle } from '../../domain/saved-article'
import { wishlistRules } from '../../domain/wishlist'

export const CLIENT_STATE_KEY = 'red-parts/react'
/** Changes only when the stored shape does (version 1). */
export const CLIENT_STATE_VERSION = 1
/** Marks values this app wrote; the old shop's values under the same key have none. */
const APP_MARK = 'delelager'

export interface ClientState {
  wishlist: readonly SavedArticle[]
  compare: readonly SavedArticle[]
  currency: CurrencyCode
  /** Prices are shown without MVA ('eks. mva'), for trade customers. */
  pricesExMva: boolean
}

interface StoredClientState {
  version: typeof CLIENT_STATE_VERSION
  app: typeof APP_MARK
  state: {
    wishlist: { items: readonly SavedArticle[] }
    compare: { items: readonly SavedArticle[] }
    currency: { code: CurrencyCode }
    prices?: { exMva: boolean }
  }
}

export const initialClientState: ClientState = Object.freeze({
  wishlist: Object.freeze([]),
  compare: Object.freeze([]),
  currency: DEFAULT_CURRENCY_CODE,
  pricesExMva: false,
})

/** The part of `Storage` the store uses; tests give a fake. */
export type StateStorage = Pick<Storage, 'getItem' | 'setItem'>

/** The stored value read back, or the initial state when it is not ours or not version 1. */
export function restoreClientState(raw: string | null): ClientState {
  if (raw === null) return initialClientState
  let parsed: Partial<StoredClientState> | null
  try {
    parsed = JSON.parse(raw)
  } catch {
    return initialClientState
  }
  if (parsed?.version !== CLIENT_STATE_VERSION || parsed.app !== APP_MARK) {
    return initialClientState
  }
  const state = parsed.state
  const code = state?.currency?.code
  return {
    wishlist: restoreItems(wishlistRules, state?.wishlist?.items, isSavedArticle),
    compare: restoreItems(compareRules, state?.compare?.items, isSavedArticle),
    currency: isCurrencyCode(code) ? code : DEFAULT_CURRENCY_CODE,
    pricesExMva: state?.prices?.exMva === true,
  }
}

function stored(state: ClientState): StoredClientState {
  return {
    version: CLIENT_STATE_VERSION,
    app: APP_MARK,
    state: {
      wishlist: { items: state.wishlist },
      compare: { items: state.compare },
      currency: { code: state.currency },
      prices: { exMva: state.pricesExMva },
    },
  }
}

export class ClientStateStore {
  private snapshot: ClientState = initialClientState
  private readonly listeners = new Set<() => void>()

  constructor(private readonly storage: StateStorage | null) {}

  getSnapshot = (): ClientState => this.snapshot

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Reads the stored state (at start, and when another tab wrote it). */
  load(): void {
    let raw: string | null = null
    try {
      raw = this.storage?.getItem(CLIENT_STATE_KEY) ?? null
    } catch {
      // Storage blocked: start clean rather than fail the app.
    }
    this.replace(restoreClientState(raw))
  }

  /**
   * Applies `change` and saves the result. A change that returns the same state (adding an
   * item already listed, choosing the current currency) notifies nobody and writes nothing.
   */
  update(change: (state: ClientState) => ClientState): void {
    const next = change(this.snapshot)
    if (next === this.snapshot) return
    this.replace(next)
    try {
      this.storage?.setItem(CLIENT_STATE_KEY, JSON.stringify(stored(next)))
    } catch {
      // Full or blocked storage: the state lasts for this visit only.
    }
  }

  private replace(next: ClientState): void {
    this.snapshot = next
    for (const listener of this.listeners) listener()
  }
}

function browserStorage(): StateStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    // Reading `localStorage` throws when the browser blocks site data.
    return null
  }
}

/** The app's one client state, read as this module loads. */
export const clientState = new ClientStateStore(browserStorage())
clientState.load()
if (typeof window !== 'undefined') {
  // Another tab changed it (`key` null: that tab cleared the whole storage).
  window.addEventListener('storage', (event) => {
    if (event.key === CLIENT_STATE_KEY || event.key === null) clientState.load()
  })
}

/** A slice of the client state; `select` must return a part of it, not a new object. */
export function useClientState<T>(select: (state: ClientState) => T): T {
  return useSyncExternalStore(
    clientState.subscribe,
    () => select(clientState.getSnapshot()),
    () => select(initialClientState),
  )
}
