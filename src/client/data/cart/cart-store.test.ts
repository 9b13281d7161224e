import { describe, expect, it, vi } from 'vitest'
import { addToCart, ERROR_ADD_TO_CART_QUANTITY, emptyCart } from '../../../domain/cart'
import { brakePads, wiper } from '../../../domain/test/cart-products'
import {
  CART_STORAGE_KEY,
  CART_STORAGE_VERSION,
  CartStore,
  type CartStoreDeps,
  type StoredCart,
} from './cart-store'

/** IndexedDB stand-in: what was stored stays, as a structured clone would. */
function fakeStorage(initial: Record<string, unknown> = {}) {
  const data = new Map(Object.entries(initial))
  const storage: CartStoreDeps['storage'] = {
    get: async (key) => structuredClone(data.get(key)),
    set: async (key, value) => {
      data.set(key, structuredClone(value))
    },
  }
  return { storage, data }
}

/** A store on `storage`, read as the app does at start. */
async function started(storage: CartStoreDeps['storage'], broadcast?: () => void) {
  const store = new CartStore({ storage, broadcast })
  await store.load()
  return store
}

describe('the cart on this device', () => {
  it('starts empty when nothing is stored, and says it has been read', async () => {
    const store = new CartStore(fakeStorage())
    expect(store.getSnapshot().loaded).toBe(false)
    await store.load()
    expect(store.getSnapshot()).toMatchObject({
      cart: emptyCart(),
      loaded: true,
      dirty: false,
      revision: 0,
    })
  })

  it('keeps every change, so a reload finds the same cart', async () => {
    const { storage, data } = fakeStorage()
    const store = await started(storage)
    await store.add(brakePads, 2)
    await store.add(wiper)
    await store.updateQuantities([{ articleId: 60, quantity: 3 }])
    await store.flushed()
    expect((data.get(CART_STORAGE_KEY) as StoredCart).version).toBe(CART_STORAGE_VERSION)

    const reloaded = await started(storage)
    expect(reloaded.getSnapshot().cart).toEqual(store.getSnapshot().cart)
    expect(reloaded.getSnapshot().cart.items.map((i) => [i.articleNumber, i.quantity])).toEqual([
      ['BP-100', 2],
      ['WB-60', 3],
    ])
    expect(reloaded.getSnapshot().revision).toBe(3)
  })

  it('ignores a stored cart of another version and replaces it at the next change', async () => {
    const added = addToCart(emptyCart(), brakePads)
    if (!added.ok) throw new Error('expected a cart')
    const { storage, data } = fakeStorage({
      [CART_STORAGE_KEY]: { version: 99, cart: added.cart, revision: 1, syncedRevision: 0 },
    })
    const store = await started(storage)
    expect(store.getSnapshot().cart).toEqual(emptyCart())

    await store.add(wiper)
    await store.flushed()
    const stored = data.get(CART_STORAGE_KEY) as StoredCart
    expect(stored.version).toBe(CART_STORAGE_VERSION)
    expect(stored.cart.items.map((i) => i.articleNumber)).toEqual(['WB-60'])
  })

  it('starts empty from a stored value that is not a cart, and from a broken storage', async () => {
    const odd = await started(fakeStorage({ [CART_STORAGE_KEY]: 'cart' }).storage)
    expect(odd.getSnapshot().cart).toEqual(emptyCart())
    const broken = await started({
      get: () => Promise.reject(new Error('blocked')),
      set: () => Promise.reject(new Error('blocked')),
    })
    expect(broken.getSnapshot()).toMatchObject({ cart: emptyCart(), loaded: true })
    // A storage that refuses writes keeps the cart for this visit.
    await broken.add(brakePads)
    await broken.flushed()
    expect(broken.getSnapshot().cart.quantity).toBe(1)
  })

  it('recomputes a stored cart’s sums instead of trusting them', async () => {
    const added = addToCart(emptyCart(), brakePads, [], 2)
    if (!added.ok) throw new Error('expected a cart')
    const tampered = { ...added.cart, items: [{ ...added.cart.items[0], total: 1 }] }
    const { storage } = fakeStorage({
      [CART_STORAGE_KEY]: {
        version: CART_STORAGE_VERSION,
        cart: tampered,
        revision: 4,
        syncedRevision: 9,
      },
    })
    const store = await started(storage)
    expect(store.getSnapshot().cart).toEqual(added.cart)
    // A synced mark ahead of the revision is held back to it.
    expect(store.getSnapshot()).toMatchObject({ revision: 4, syncedRevision: 4, dirty: false })
  })

  it('lets changes made before the stored cart is read wait for it', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const added = addToCart(emptyCart(), brakePads)
    if (!added.ok) throw new Error('expected a cart')
    const { storage } = fakeStorage({
      [CART_STORAGE_KEY]: {
        version: CART_STORAGE_VERSION,
        cart: added.cart,
        revision: 1,
        syncedRevision: 0,
      },
    })
    const slow = { ...storage, get: async (key: string) => gate.then(() => storage.get(key)) }
    const store = new CartStore({ storage: slow })
    void store.load()
    const adding = store.add(wiper)
    release()
    await adding
    expect(store.getSnapshot().cart.items.map((i) => i.articleNumber)).toEqual(['BP-100', 'WB-60'])
  })

  it('raises the revision on every change, not on a change that changes nothing', async () => {
    const store = await started(fakeStorage().storage)
    await store.add(brakePads)
    await store.remove(999_999)
    await store.updateQuantities([{ articleId: 100, quantity: 1 }])
    expect(store.getSnapshot()).toMatchObject({ revision: 1, syncedRevision: 0, dirty: true })
    await store.remove(100)
    expect(store.getSnapshot()).toMatchObject({ revision: 2, dirty: true })
    expect(store.getSnapshot().cart.items).toEqual([])
  })

  it('refuses an add the rules refuse and keeps the cart as it was', async () => {
    const store = await started(fakeStorage().storage)
    await store.add(brakePads, 999)
    const result = await store.add(brakePads, 1)
    expect(result).toEqual({ ok: false, error: ERROR_ADD_TO_CART_QUANTITY })
    expect(store.getSnapshot()).toMatchObject({ revision: 1 })
    expect(store.getSnapshot().cart.quantity).toBe(999)
  })

  it('marks the lines of a refused article sold out and keeps that, with nothing new to send', async () => {
    const { storage } = fakeStorage()
    const store = await started(storage)
    await store.add(brakePads)
    await store.add(wiper)
    store.applyServerCart({ cartId: 'c-1', items: store.getSnapshot().cart.items }, 2)
    await store.markSoldOut('BP-100')
    const stock = (cart: ReturnType<typeof store.getSnapshot>['cart']) =>
      cart.items.map((item) => [item.articleNumber, item.product.availability])
    expect(stock(store.getSnapshot().cart)).toEqual([
      ['BP-100', 'out-of-stock'],
      ['WB-60', undefined],
    ])
    expect(store.getSnapshot()).toMatchObject({ revision: 2, dirty: false })
    await store.flushed()
    expect(stock((await started(storage)).getSnapshot().cart)).toEqual([
      ['BP-100', 'out-of-stock'],
      ['WB-60', undefined],
    ])
  })

  it('resets to an empty cart without a server id', async () => {
    const store = await started(fakeStorage().storage)
    await store.add(brakePads)
    store.applyServerCart({ cartId: 'c-1', items: store.getSnapshot().cart.items }, 1)
    await store.reset()
    expect(store.getSnapshot().cart).toEqual(emptyCart())
    expect(store.getSnapshot().dirty).toBe(true)
  })

  it('takes another tab’s cart when told, without moving its revision back', async () => {
    const { storage } = fakeStorage()
    const here = await started(storage)
    const there = await started(storage)
    await here.add(brakePads)
    await here.add(brakePads)
    await here.add(brakePads)
    await here.flushed()
    // The other tab had not re-read yet: it counts from 0 and writes revision 1.
    await there.add(wiper)
    await there.flushed()

    await here.load()
    expect(here.getSnapshot().cart.items.map((i) => i.articleNumber)).toEqual(['WB-60'])
    expect(here.getSnapshot()).toMatchObject({ revision: 4, dirty: true })
    await here.load()
    expect(here.getSnapshot().revision).toBe(4)
  })

  it('tells subscribers and other tabs about each change', async () => {
    const broadcast = vi.fn()
    const store = await started(fakeStorage().storage, broadcast)
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    await store.add(brakePads)
    await store.remove(100)
    await store.flushed()
    expect(listener).toHaveBeenCalledTimes(2)
    expect(broadcast).toHaveBeenCalledTimes(2)
    unsubscribe()
    await store.add(brakePads)
    expect(listener).toHaveBeenCalledTimes(2)
  })
})

describe('the server’s answer (for the cart sync)', () => {
  it('becomes the cart, re-priced, when nothing changed since it was sent', async () => {
    const store = await started(fakeStorage().storage)
    await store.add(brakePads, 2)
    const sent = store.getSnapshot()
    const repriced = { ...sent.cart.items[0], product: { ...brakePads, discount: 0 }, total: 1 }
    store.applyServerCart({ cartId: 'c-42', items: [repriced] }, sent.revision)
    const after = store.getSnapshot()
    expect(after.cart.cartId).toBe('c-42')
    expect(after.cart.items[0]).toMatchObject({ price: 49900, total: 99800, quantity: 2 })
    expect(after).toMatchObject({ revision: sent.revision, syncedRevision: sent.revision })
    expect(after.dirty).toBe(false)
  })

  it('gives only its cart id when the shopper changed the cart meanwhile', async () => {
    const { storage } = fakeStorage()
    const store = await started(storage)
    await store.add(brakePads)
    const sent = store.getSnapshot()
    await store.add(wiper)
    store.applyServerCart({ cartId: 'c-42', items: sent.cart.items }, sent.revision)
    const after = store.getSnapshot()
    expect(after.cart.cartId).toBe('c-42')
    expect(after.cart.items.map((i) => i.articleNumber)).toEqual(['BP-100', 'WB-60'])
    expect(after).toMatchObject({ dirty: true, syncedRevision: 0 })

    await store.flushed()
    const reloaded = await started(storage)
    expect(reloaded.getSnapshot().cart.cartId).toBe('c-42')
    expect(reloaded.getSnapshot().dirty).toBe(true)
  })
})
