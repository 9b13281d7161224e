/**
 * Wishlist, compare, currency and eks. mva choice in localStorage (the old shop's key): read
 * synchronously so the first paint is right; a value not ours starts clean.
 */
import { useSyncExternalStore } from 'react'
import { isCurrencyCode, type CurrencyCode, DEFAULT_CURRENCY_CODE } from '../../domain/currency'
import { compareRules } from '../../domain/compare'
import { restoreItems } from '../../domain/keyed-list'
import { isSavedArticle, type SavedArticle } from '../../domain/saved-article'
import { wishlistRules } from '../../domain/wishlist'

export const CLIENT_STATE_KEY = 'red-parts/react'
export const CLIENT_STATE_VERSION = 1
const APP_MARK = 'delelager'

export interface ClientState {
  wishlist: readonly SavedArticle[]
  compare: readonly SavedArticle[]
  currency: CurrencyCode
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

export type StateStorage = Pick<Storage, 'getItem' | 'setItem'>

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

  load(): void {
    let raw: string | null = null
    try {
      raw = this.storage?.getItem(CLIENT_STATE_KEY) ?? null
    } catch {
      // Storage blocked: start clean rather than fail the app.
    }
    this.replace(restoreClientState(raw))
  }

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

export const clientState = new ClientStateStore(browserStorage())
clientState.load()
if (typeof window !== 'undefined') {
  // Another tab changed it (`key` null: that tab cleared the whole storage).
  window.addEventListener('storage', (event) => {
    if (event.key === CLIENT_STATE_KEY || event.key === null) clientState.load()
  })
}

/** `select` must return a part of the state, not a new object. */
export function useClientState<T>(select: (state: ClientState) => T): T {
  return useSyncExternalStore(
    clientState.subscribe,
    () => select(clientState.getSnapshot()),
    () => select(initialClientState),
  )
}
