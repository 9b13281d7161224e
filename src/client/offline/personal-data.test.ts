import { dehydrate, QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readRecentSearches, rememberSearch } from '../lib/recent-searches'
import { clearSession, storeSession, TOKEN_STORAGE_KEY } from '../lib/session-token'
import { kari } from '../test/users'
import { idbStore, PERSIST_KEY } from './idb-store'
import { clearPersonalData, whenAccountLeaves } from './personal-data'

const ORDER = { number: 100042, email: 'kari@example.no', address1: 'Verkstedveien 12' }

/** A cache as a signed-in shopper leaves it: their orders and addresses beside the catalogue. */
function usedQueryClient() {
  const queryClient = new QueryClient()
  queryClient.setQueryData(['account', 'orders'], [ORDER])
  queryClient.setQueryData(['account', 'addresses'], [{ address1: 'Verkstedveien 12' }])
  queryClient.setQueryData(['order-by-token', 'abc'], ORDER)
  queryClient.setQueryData(['catalogue', 'featured', 'no'], [{ articleId: 1 }])
  queryClient.setQueryData(['vehicles', 'details', 42, 'no'], { carId: 42 })
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

  it('removes the account queries and an order opened by its token, keeping the catalogue and vehicles', async () => {
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

  it("keeps the device's own: cart, garage, wishlist, currency, settings and a remembered e-mail", async () => {
    const cart = { items: [{ articleId: 7, quantity: 1 }], revision: 3 }
    const garage = { vehicles: [{ carId: 42 }], current: 42 }
    await idbStore.set('red-parts/react/cart', cart)
    await idbStore.set('red-parts/react/garage', garage)
    localStorage.setItem('red-parts/react', '{"app":"delelager"}')
    localStorage.setItem('settingsData', '{}')
    localStorage.setItem('delelager/remembered-email', 'kari@example.no')
    await clearPersonalData(usedQueryClient())
    expect(await idbStore.get('red-parts/react/cart')).toEqual(cart)
    expect(await idbStore.get('red-parts/react/garage')).toEqual(garage)
    expect(localStorage.getItem('red-parts/react')).toBe('{"app":"delelager"}')
    expect(localStorage.getItem('settingsData')).toBe('{}')
    expect(localStorage.getItem('delelager/remembered-email')).toBe('kari@example.no')
  })

  it('still clears the tab and memory when IndexedDB is blocked', async () => {
    sessionStorage.setItem('checkout-draft', '{}')
    const queryClient = usedQueryClient()
    const blocked = () => Promise.reject(new DOMException('blocked', 'SecurityError'))
    await clearPersonalData(queryClient, {
      tabStorage: () => sessionStorage,
      deviceStorage: () => localStorage,
      persisted: { get: blocked, set: blocked },
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
