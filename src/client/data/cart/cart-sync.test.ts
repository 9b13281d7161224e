import { describe, expect, it } from 'vitest'
import { type Cart, type CartProduct, emptyCart } from '../../../domain/cart'
import type { CartAnswer } from '../../../domain/cart-schema'
import { cartStorage, pads, wiper } from '../../test/cart-fixtures'
import { CartStore } from './cart-store'
import { PAYLOAD_VERSION } from '../../../domain/payload-version'
import {
  CART_OUTDATED,
  CART_SYNC_STORAGE_KEY,
  type CartSyncDeps,
  sendCartOnce,
  type SyncRecord,
} from './cart-sync-send'
import { CartSyncError } from './cart-sync.machine'
import { type CandidateArticle, resolveLegacyLines } from './legacy-cart-lines'

const asArticle = (product: CartProduct): CandidateArticle => ({
  articleId: product.articleId,
  articleNumber: product.articleNumber,
  mfrName: product.mfrName,
  articleName: product.name,
})

/** A server that applies each Idempotency-Key once and answers replays with the stored answer. */
function fakeServer() {
  const applied = new Map<string, CartAnswer>()
  const carts = new Map<
    string,
    { version: number; items: { articleId: number; quantity: number }[] }
  >()
  const calls: { path: string; key: string; body: unknown; payloadVersion: number }[] = []
  let failNext: unknown = null
  let loseNextAnswer = false
  let created = 0
  const post: CartSyncDeps['post'] = async (path, body, key, payloadVersion) => {
    calls.push({ path, key, body: structuredClone(body), payloadVersion })
    if (failNext) {
      const error = failNext
      failNext = null
      throw error
    }
    const replay = applied.get(key)
    if (replay) return structuredClone(replay)
    const { cartId, newState } = body as {
      cartId?: string
      newState: { items: { articleId: number; quantity: number }[] }
    }
    const id = path.endsWith('create-cart') ? `cart-${++created}` : (cartId as string)
    const previous = carts.get(id)
    if (!path.endsWith('create-cart') && !previous) {
      throw Object.assign(new Error('404'), { name: 'FetchError', response: { status: 404 } })
    }
    const stored = { version: (previous?.version ?? 0) + 1, items: newState.items }
    carts.set(id, stored)
    const cart: Cart = {
      ...emptyCart(),
      cartId: id,
      items: newState.items.map((line) => {
        const product = line.articleId === pads.articleId ? pads : wiper
        return {
          articleId: product.articleId,
          articleNumber: product.articleNumber,
          product,
          options: [],
          price: product.price,
          total: product.price * line.quantity,
          quantity: line.quantity,
        }
      }),
    }
    const answer: CartAnswer = {
      success: true,
      cartId: id,
      version: stored.version,
      cart,
      dropped: [],
      conflict: false,
    }
    applied.set(key, answer)
    if (loseNextAnswer) {
      loseNextAnswer = false
      throw Object.assign(new Error('Failed to fetch'), { name: 'FetchError', response: undefined })
    }
    return structuredClone(answer)
  }
  return {
    post,
    calls,
    carts,
    failWith: (error: unknown) => {
      failNext = error
    },
    loseNextAnswer: () => {
      loseNextAnswer = true
    },
  }
}

async function device(storage = cartStorage(), server = fakeServer()) {
  const store = new CartStore({ storage })
  await store.load()
  const deps: CartSyncDeps = {
    store,
    storage,
    post: server.post,
    probe: async () => undefined,
    resolveLegacyLines: (lines) =>
      resolveLegacyLines(lines, async () => [pads, wiper].map(asArticle)),
  }
  return { store, storage, server, deps, send: () => sendCartOnce(deps) }
}

describe('sending the cart (sendCartOnce)', () => {
  it('creates the server cart first and keeps its id; later changes update it with its version', async () => {
    const { store, server, send } = await device()
    await store.add(pads, 2)
    expect(await send()).toEqual({ stillDirty: false })
    expect(store.getSnapshot().cart.cartId).toBe('cart-1')
    expect(store.getSnapshot().dirty).toBe(false)
    await store.add(wiper, 1)
    await send()
    expect(server.calls.map((c) => c.path)).toEqual(['/cart/create-cart', '/cart/update-cart'])
    expect(server.calls[1]?.body).toMatchObject({ cartId: 'cart-1', baseVersion: 1 })
    expect(server.carts.get('cart-1')?.items).toEqual([
      { articleId: 100, articleNumber: 'BP-100', mfrName: 'BOSCH', quantity: 2, options: [] },
      { articleId: 60, articleNumber: 'WB-60', mfrName: 'VALEO', quantity: 1, options: [] },
    ])
  })

  it('sends nothing when the server already has the cart', async () => {
    const { server, send } = await device()
    expect(await send()).toEqual({ stillDirty: false })
    expect(server.calls).toHaveLength(0)
  })

  it('after an order empties the cart, makes no empty server cart and counts the cart as synced', async () => {
    const { store, server, send } = await device()
    await store.add(pads, 1)
    await send()
    await store.reset()
    expect(store.getSnapshot().dirty).toBe(true)
    expect(await send()).toEqual({ stillDirty: false })
    expect(server.calls.map((c) => c.path)).toEqual(['/cart/create-cart'])
    await store.add(wiper, 2)
    await send()
    expect(server.calls.map((c) => c.path)).toEqual(['/cart/create-cart', '/cart/create-cart'])
    expect(server.carts.get('cart-2')?.items).toEqual([
      { articleId: 60, articleNumber: 'WB-60', mfrName: 'VALEO', quantity: 2, options: [] },
    ])
  })

  it('still sends an emptied cart the server has, so its lines go there too', async () => {
    const { store, server, send } = await device()
    await store.add(pads, 1)
    await send()
    await store.remove(100)
    await send()
    expect(server.calls.map((c) => c.path)).toEqual(['/cart/create-cart', '/cart/update-cart'])
    expect(server.carts.get('cart-1')?.items).toEqual([])
  })

  it('retries a failed request with the same key and body, so the server applies it once', async () => {
    const { store, server, send } = await device()
    await store.add(pads, 1)
    await send()
    await store.updateQuantities([{ articleId: 100, quantity: 3 }])
    server.loseNextAnswer()
    await expect(send()).rejects.toBeInstanceOf(CartSyncError)
    await send()
    const [, lost, retry] = server.calls
    expect(retry?.key).toBe(lost?.key)
    expect(retry?.body).toEqual(lost?.body)
    expect(server.carts.get('cart-1')?.version).toBe(2)
    expect(store.getSnapshot().dirty).toBe(false)
  })

  it('after a reload replays the request the last visit left unanswered, with its key', async () => {
    const storage = cartStorage()
    const server = fakeServer()
    const first = await device(storage, server)
    await first.store.add(pads, 1)
    await first.send()
    await first.store.add(wiper, 4)
    server.loseNextAnswer()
    await expect(first.send()).rejects.toBeInstanceOf(CartSyncError)
    await first.store.flushed()

    const again = await device(storage, server) // the page reloaded: new store, same IndexedDB
    expect(again.store.getSnapshot().dirty).toBe(true)
    await again.send()
    expect(server.calls.at(-1)?.key).toBe(server.calls.at(-2)?.key)
    expect(server.carts.get('cart-1')?.version).toBe(2)
    expect(again.store.getSnapshot().dirty).toBe(false)
    expect((storage.data.get(CART_SYNC_STORAGE_KEY) as SyncRecord).pending).toBeUndefined()
  })

  it('sends many offline edits as one request with the latest cart', async () => {
    const { store, server, send } = await device()
    await store.add(pads, 1)
    await send()
    server.failWith(
      Object.assign(new Error('Failed to fetch'), { name: 'FetchError', response: undefined }),
    )
    await expect(send()).resolves.toEqual({ stillDirty: false }) // nothing changed yet: nothing sent
    await store.add(wiper, 1)
    await store.updateQuantities([{ articleId: 60, quantity: 5 }])
    await store.remove(100)
    await send().catch(() => undefined) // offline: fails
    await send()
    const updates = server.calls.filter((c) => c.path.endsWith('update-cart'))
    expect(updates).toHaveLength(2) // the failed one and its replay
    expect(updates[0]?.key).toBe(updates[1]?.key)
    expect(server.carts.get('cart-1')?.items).toEqual([
      { articleId: 60, articleNumber: 'WB-60', mfrName: 'VALEO', quantity: 5, options: [] },
    ])
  })

  it('replays a create whose answer was lost before sending newer lines, so no second server cart is made', async () => {
    const { store, server, send } = await device()
    await store.add(pads, 1)
    server.loseNextAnswer()
    await expect(send()).rejects.toBeInstanceOf(CartSyncError)
    await store.add(wiper, 2)
    expect(await send()).toEqual({ stillDirty: true })
    await send()
    expect(server.carts.size).toBe(1)
    expect(server.calls.map((c) => c.path)).toEqual([
      '/cart/create-cart',
      '/cart/create-cart',
      '/cart/update-cart',
    ])
    expect(server.carts.get('cart-1')?.items).toHaveLength(2)
  })

  it('makes a new server cart when the old one is gone (404)', async () => {
    const { store, server, send } = await device()
    await store.add(pads, 1)
    await send()
    server.carts.clear()
    await store.add(wiper, 1)
    await expect(send()).rejects.toMatchObject({ retry: true, status: 404 })
    expect(store.getSnapshot().cart.cartId).toBe('')
    await send()
    expect(store.getSnapshot().cart.cartId).toBe('cart-2')
    expect(server.carts.get('cart-2')?.items).toHaveLength(2)
  })

  it('does not retry a refusal such as 400', async () => {
    const { store, server, send } = await device()
    await store.add(pads, 1)
    server.failWith(
      Object.assign(new Error('400'), { name: 'FetchError', response: { status: 400 } }),
    )
    await expect(send()).rejects.toMatchObject({ retry: false, status: 400 })
  })

  it('sends each request with its payload version; one kept by an older app, whose lines had no ids, is made anew from the cart', async () => {
    const storage = cartStorage()
    const { store, server, send } = await device(storage)
    await store.add(pads, 1)
    await send()
    expect(server.calls.at(-1)?.payloadVersion).toBe(PAYLOAD_VERSION)

    await store.add(wiper, 1)
    const snapshot = store.getSnapshot()
    const record = (await storage.get(CART_SYNC_STORAGE_KEY)) as SyncRecord
    for (const payloadVersion of [undefined, 1]) {
      await storage.set(CART_SYNC_STORAGE_KEY, {
        ...record,
        pending: {
          key: 'old-key',
          kind: 'update',
          revision: snapshot.revision,
          ...(payloadVersion && { payloadVersion }),
          body: {
            cartId: snapshot.cart.cartId,
            newState: { items: [{ articleNumber: 'WB-60', quantity: 1, options: [] }] },
          },
        },
      })
      await store.add(wiper, 1)
      await send()
      expect(server.calls.at(-1)?.key).not.toBe('old-key')
      expect(server.calls.at(-1)?.payloadVersion).toBe(PAYLOAD_VERSION)
    }
    expect(server.calls.some((call) => call.key === 'old-key')).toBe(false)
    expect(
      server.carts.get('cart-1')?.items.map((line) => [line.articleId, line.quantity]),
    ).toEqual([
      [100, 1],
      [60, 3],
    ])
  })

  it('stops on 426 until the app is updated, saying the app is outdated', async () => {
    const { store, server, send } = await device()
    await store.add(pads, 1)
    server.failWith(
      Object.assign(new Error('426'), { name: 'FetchError', response: { status: 426 } }),
    )
    await expect(send()).rejects.toMatchObject({
      retry: false,
      status: 426,
      message: CART_OUTDATED,
    })
    expect(store.getSnapshot().dirty).toBe(true)
  })

  it('takes nothing from an answer that comes after the cart was forgotten, and keeps no request', async () => {
    const { store, storage, server, deps } = await device()
    await store.add(pads, 1)
    let answer: () => void = () => {}
    const sending = sendCartOnce({
      ...deps,
      post: (...args) => new Promise((done) => (answer = () => done(server.post(...args)))),
    })
    await expect.poll(() => storage.data.has(CART_SYNC_STORAGE_KEY)).toBe(true)
    await store.forget()
    answer()
    expect(await sending).toEqual({ stillDirty: false })
    expect(store.getSnapshot().cart).toEqual(emptyCart())
    expect(store.getSnapshot().dirty).toBe(false)
    expect(storage.data.has(CART_SYNC_STORAGE_KEY)).toBe(false)
    expect(storage.data.has('red-parts/react/cart')).toBe(false)
  })
})
