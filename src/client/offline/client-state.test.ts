import { describe, expect, it, vi } from 'vitest'
import { compareRules } from '../../domain/compare'
import {
  CLIENT_STATE_KEY,
  ClientStateStore,
  initialClientState,
  restoreClientState,
  type StateStorage,
} from './client-state'
import { savedDisc } from '../test/saved-articles'

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial))
  const writes: string[] = []
  const storage: StateStorage = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      writes.push(key)
      map.set(key, value)
    },
  }
  return { storage, map, writes }
}

describe('the client state on the device', () => {
  it('is saved on every change and restored by the next start', () => {
    const { storage } = memoryStorage()
    const store = new ClientStateStore(storage)
    store.load()
    store.update((state) => ({ ...state, wishlist: [savedDisc(1)], currency: 'EUR' }))
    store.update((state) => ({ ...state, compare: [savedDisc(2)], pricesExMva: true }))

    const next = new ClientStateStore(storage)
    next.load()
    expect(next.getSnapshot()).toEqual({
      wishlist: [savedDisc(1)],
      compare: [savedDisc(2)],
      currency: 'EUR',
      pricesExMva: true,
    })
  })

  it("writes the spec's key and version in the old shop's envelope", () => {
    const { storage, map } = memoryStorage()
    const store = new ClientStateStore(storage)
    store.update((state) => ({ ...state, currency: 'GBP' }))
    expect(JSON.parse(map.get(CLIENT_STATE_KEY) ?? 'null')).toEqual({
      version: 1,
      app: 'delelager',
      state: {
        wishlist: { items: [] },
        compare: { items: [] },
        currency: { code: 'GBP' },
        prices: { exMva: false },
      },
    })
  })

  it('shows prices with MVA when a stored value never said otherwise', () => {
    const raw = JSON.stringify({
      version: 1,
      app: 'delelager',
      state: { wishlist: { items: [] }, compare: { items: [] }, currency: { code: 'NOK' } },
    })
    expect(restoreClientState(raw).pricesExMva).toBe(false)
  })

  it('starts clean when the stored version is not 1', () => {
    const raw = JSON.stringify({
      version: 2,
      app: 'delelager',
      state: {
        wishlist: { items: [savedDisc(1)] },
        compare: { items: [] },
        currency: { code: 'EUR' },
      },
    })
    expect(restoreClientState(raw)).toBe(initialClientState)
  })

  it("starts clean on the old shop's value under the same key, which has other shapes", () => {
    const old = JSON.stringify({
      version: 1,
      state: {
        wishlist: { items: [{ _id: '65f0c1', name: 'Brake disc', price: 1029 }] },
        currency: { current: { code: 'USD', symbol: '$', name: 'US Dollar', rate: 1 } },
      },
    })
    expect(restoreClientState(old)).toBe(initialClientState)
  })

  it('starts clean on a value that is not JSON, and on nothing stored', () => {
    expect(restoreClientState('{"version":1,')).toBe(initialClientState)
    expect(restoreClientState(null)).toBe(initialClientState)
  })

  it('drops stored items of another shape, repeats and an unknown currency, keeping the rest', () => {
    const raw = JSON.stringify({
      version: 1,
      app: 'delelager',
      state: {
        wishlist: {
          items: [savedDisc(1), { ...savedDisc(2), price: 'dyr' }, savedDisc(1), savedDisc(3)],
        },
        compare: { items: [1, 2, 3, 4, 5, 6].map(savedDisc) },
        currency: { code: 'SEK' },
      },
    })
    const state = restoreClientState(raw)
    expect(state.wishlist.map((item) => item.articleId)).toEqual([1, 3])
    expect(state.compare).toHaveLength(compareRules.max)
    expect(state.currency).toBe('NOK')
  })

  it('writes nothing and tells nobody when a change changes nothing', () => {
    const { storage, writes } = memoryStorage()
    const store = new ClientStateStore(storage)
    const listener = vi.fn()
    store.subscribe(listener)
    store.update((state) => state)
    expect(writes).toEqual([])
    expect(listener).not.toHaveBeenCalled()
  })

  it('keeps working for this visit when the storage refuses to read or write', () => {
    const broken: StateStorage = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
    }
    const store = new ClientStateStore(broken)
    store.load()
    store.update((state) => ({ ...state, currency: 'RUB' }))
    expect(store.getSnapshot().currency).toBe('RUB')
  })
})
