import { dehydrate, QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readRecentSearches, rememberSearch } from '../lib/recent-searches'
import { clearSession, storeSession, TOKEN_STORAGE_KEY } from '../lib/session-token'
import { kari } from '../test/users'
import { whenAccountLeaves } from './account-leaves'
import { clientState } from './client-state'
import { idbStore, PERSIST_KEY } from './idb-store'
import { KEPT } from './kept-data'
import { clearPersonalData } from './personal-data'

const ORDER = { number: 100042, email: 'kari@example.no', address1: 'Verkstedveien 12' }

/** A cache as a signed-in shopper leaves it: their orders and addresses beside the catalogue. */
function usedQueryClient() {
  const queryClient = new QueryClient()
  queryClient.setQueryData(['account', 'orders'], [ORDER])
  queryClient.setQueryData(['account', 'addresses'], [{ address1: 'Verkstedveien 12' }])
  queryClient.setQueryData(['order-by-token', 'abc'], ORDER)
  queryClient.setQueryData(['catalogue', 'featured', 'no'], [{ articleId: 1 }])
  queryClient.setQueryData(['vehicles', 'details', 42, 'no'], { carId: 42 })
  queryClient.setQueryData(['vehicles', 'by-registration', 'PD12345', 'no'], { carId: 42 })
  return queryClient
}

const keys = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey)

beforeEach(async () => {
  sessionStorage.clear()
  localStorage.clear()
  clearSession()
  await idbStore.del(PERSIST_KEY)
})

afterEach(() => clearSession())

describe('clearing personal data', () => {
  it("removes the checkout's typed form and order attempt, and every other form draft in the tab", async () => {
    sessionStorage.setItem('checkout-draft', JSON.stringify({ email: 'kari@example.no' }))
    sessionStorage.setItem('checkout-attempt', JSON.stringify({ key: 'k', body: '{}' }))
    sessionStorage.setItem('profile-draft', 'Kari')
    await clearPersonalData(new QueryClient())
    expect(sessionStorage.length).toBe(0)
  })

  it('forgets the searches typed into the header box', async () => {
    rememberSearch('bremseklosser golf')
    await clearPersonalData(usedQueryClient())
    expect(readRecentSearches()).toEqual([])
  })

  it('removes the account queries, an order opened by its token and plate look-ups, keeping the catalogue and vehicles', async () => {
    const queryClient = usedQueryClient()
    await clearPersonalData(queryClient)
    expect(keys(queryClient)).toEqual([
      ['catalogue', 'featured', 'no'],
      ['vehicles', 'details', 42, 'no'],
    ])
  })

  it('removes pending mutations under a personal key, and only those', async () => {
    const queryClient = new QueryClient()
    const cache = queryClient.getMutationCache()
    cache.build(queryClient, { mutationKey: ['account', 'profile'] })
    cache.build(queryClient, { mutationKey: ['garage', 'add'] })
    await clearPersonalData(queryClient)
    expect(cache.getAll().map((mutation) => mutation.options.mutationKey)).toEqual([
      ['garage', 'add'],
    ])
  })

  it('removes the personal queries from the cache saved in IndexedDB, which other tabs may have written', async () => {
    await idbStore.set(PERSIST_KEY, {
      timestamp: 1,
      buster: 'b',
      clientState: dehydrate(usedQueryClient()),
    })
    await clearPersonalData(new QueryClient())
    const saved = await idbStore.get<{ clientState: ReturnType<typeof dehydrate> }>(PERSIST_KEY)
    expect(saved?.clientState.queries.map((query) => query.queryKey)).toEqual([
      ['catalogue', 'featured', 'no'],
      ['vehicles', 'details', 42, 'no'],
    ])
  })

  it('removes every personal key of local storage and IndexedDB, and the personal caches', async () => {
    const deleted: string[] = []
    const cacheStorage = { delete: async (name: string) => deleted.push(name) > 0 }
    for (const thing of KEPT) {
      if (thing.place === 'localStorage') localStorage.setItem(thing.name, 'x')
      if (thing.place === 'indexedDB key') await idbStore.set(thing.name, { kept: 'x' })
    }
    await clearPersonalData(usedQueryClient(), {
      tabStorage: () => sessionStorage,
      deviceStorage: () => localStorage,
      kept: idbStore,
      caches: () => cacheStorage as unknown as CacheStorage,
    })
    for (const thing of KEPT) {
      const left =
        thing.place === 'localStorage'
          ? localStorage.getItem(thing.name)
          : thing.place === 'indexedDB key'
            ? await idbStore.get(thing.name)
            : undefined
      if (thing.kept === 'personal' && thing.name !== 'jwtToken') {
        expect(left, thing.name).toBeFalsy()
      } else if (
        thing.kept === 'device' &&
        ['localStorage', 'indexedDB key'].includes(thing.place)
      ) {
        expect(left, thing.name).toBeTruthy()
      }
    }
    expect(deleted).toEqual([])
  })

  it('leaves the session to the session: another account signing in keeps its token', async () => {
    storeSession('tok-kari', kari)
    await clearPersonalData(new QueryClient())
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-kari')
  })

  it("empties the wishlist and compare list, keeping the device's currency and eks. mva choice", async () => {
    const article = { articleId: 7, articleNo: 'K1', name: 'Bremseklosser', brand: 'Bosch' }
    clientState.update((state) => ({
      ...state,
      wishlist: [article as never],
      compare: [article as never],
      currency: 'EUR',
      pricesExMva: true,
    }))
    await clearPersonalData(new QueryClient())
    const { wishlist, compare, currency, pricesExMva } = clientState.getSnapshot()
    expect({ wishlist, compare, currency, pricesExMva }).toEqual({
      wishlist: [],
      compare: [],
      currency: 'EUR',
      pricesExMva: true,
    })
  })

  it('still clears the tab and memory when IndexedDB is blocked', async () => {
    sessionStorage.setItem('checkout-draft', '{}')
    const queryClient = usedQueryClient()
    const blocked = () => Promise.reject(new DOMException('blocked', 'SecurityError'))
    await clearPersonalData(queryClient, {
      tabStorage: () => sessionStorage,
      deviceStorage: () => localStorage,
      kept: { get: blocked, set: blocked, del: blocked },
      caches: () => null,
    })
    expect(sessionStorage.length).toBe(0)
    expect(queryClient.getQueryData(['account', 'orders'])).toBeUndefined()
  })
})

describe('noticing that the account leaves', () => {
  const other = { ...kari, id: '0b5e3c2a-1d4f-4e6a-8b7c-9d0e1f2a3b4c', email: 'per@example.no' }

  function watched() {
    const left = vi.fn()
    const stop = whenAccountLeaves(left)
    return { left, stop }
  }

  it('hears a sign-out in this tab', () => {
    storeSession('tok-kari', kari)
    const { left, stop } = watched()
    clearSession()
    expect(left).toHaveBeenCalledTimes(1)
    stop()
  })

  it('hears a sign-out in another tab (the storage event on the token)', () => {
    storeSession('tok-kari', kari)
    const { left, stop } = watched()
    localStorage.removeItem(TOKEN_STORAGE_KEY)
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY }))
    expect(left).toHaveBeenCalledTimes(1)
    stop()
  })

  it('hears another account signing in over the one signed in', () => {
    storeSession('tok-kari', kari)
    const { left, stop } = watched()
    storeSession('tok-per', other)
    expect(left).toHaveBeenCalledTimes(1)
    stop()
  })

  it('lets a guest sign in, and the same person sign in again, without clearing', () => {
    const { left, stop } = watched()
    storeSession('tok-kari', kari)
    storeSession('tok-kari-2', kari)
    expect(left).not.toHaveBeenCalled()
    stop()
  })
})
