import { describe, expect, it, vi } from 'vitest'
import { addToCart, type Cart, emptyCart } from '../../../domain/cart'
import type { CartAnswer } from '../../../domain/cart-schema'
import { type AccountCartDeps, takeAccountCart } from './account-cart'
import { cartStorage, pads, wiper } from '../../test/cart-fixtures'
import { CartStore } from './cart-store'
import { CART_SYNC_STORAGE_KEY, type CartSyncDeps, sendCartOnce } from './cart-sync-send'

/** The account's cart as `GET /cart/mine` answers it. */
function accountCart(cartId: string, version: number, product = pads, quantity = 2): CartAnswer {
  const added = addToCart(emptyCart(), product, [], quantity)
  if (!added.ok) throw new Error('not added')
  const cart: Cart = { ...added.cart, cartId }
  return { success: true, cartId, version, cart, dropped: [], conflict: false }
}

const networkFailure = () =>
  Object.assign(new Error('Failed to fetch'), { name: 'FetchError', response: undefined })

/** This device at a sign-in: its cart store, storage and what the server and network do. */
async function device(
  fetchMine: AccountCartDeps['fetchMine'],
  { token = 'token-of-kari' as string | null } = {},
) {
  const storage = cartStorage()
  const store = new CartStore({ storage })
  await store.load()
  let backOnline = () => {}
  const session = { token }
  const deps: AccountCartDeps = {
    store,
    storage,
    fetchMine: vi.fn(fetchMine),
    token: () => session.token,
    whenOnline: () =>
      new Promise<void>((resolve) => {
        backOnline = resolve
      }),
  }
  const posts: { path: string; body: unknown }[] = []
  const syncDeps: CartSyncDeps = {
    store,
    storage,
    // The server keeps the lines it is sent, in a cart of its own when there was none.
    post: async (path, body) => {
      posts.push({ path, body })
      const { cartId = 'cart-new', newState } = body as {
        cartId?: string
        newState: { items: { articleId: number; quantity: number }[] }
      }
      let cart = emptyCart()
      for (const line of newState.items) {
        const added = addToCart(
          cart,
          line.articleId === pads.articleId ? pads : wiper,
          [],
          line.quantity,
        )
        if (added.ok) cart = added.cart
      }
      return {
        success: true,
        cartId,
        version: 1,
        cart: { ...cart, cartId },
        dropped: [],
        conflict: false,
      }
    },
    probe: async () => undefined,
    resolveLegacyLines: async () => [],
  }
  return {
    store,
    storage,
    deps,
    session,
    posts,
    backOnline: () => backOnline(),
    send: () => sendCartOnce(syncDeps),
  }
}

describe('the account’s cart at a sign-in', () => {
  it('takes the account’s cart into an empty device cart: its id, lines and version, so the next change updates it', async () => {
    const d = await device(async () => accountCart('cart-7', 4))
    expect(await takeAccountCart(d.deps)).toBe('taken')
    const { cart, dirty } = d.store.getSnapshot()
    expect(cart.cartId).toBe('cart-7')
    expect(cart.items.map((item) => [item.articleNumber, item.quantity])).toEqual([['BP-100', 2]])
    expect(dirty).toBe(false)
    expect(d.storage.data.get(CART_SYNC_STORAGE_KEY)).toEqual({ version: 4 })

    await d.store.add(wiper, 1)
    await d.send()
    expect(d.posts).toHaveLength(1)
    expect(d.posts[0]?.path).toBe('/cart/update-cart')
    expect(d.posts[0]?.body).toMatchObject({
      cartId: 'cart-7',
      baseVersion: 4,
      newState: { items: [{ articleId: pads.articleId }, { articleId: wiper.articleId }] },
    })
  })

  it('keeps a device cart with lines and sends it again, so the server gives it to the account', async () => {
    const d = await device(async () => accountCart('cart-7', 4))
    await d.store.add(wiper, 3)
    await d.send()
    expect(d.store.getSnapshot().dirty).toBe(false)
    const guestCartId = d.store.getSnapshot().cart.cartId

    expect(await takeAccountCart(d.deps)).toBe('sent')
    expect(d.deps.fetchMine).not.toHaveBeenCalled()
    expect(d.store.getSnapshot().dirty).toBe(true)
    await d.send()
    expect(d.posts.at(-1)).toMatchObject({
      path: '/cart/update-cart',
      body: {
        cartId: guestCartId,
        newState: { items: [{ articleId: wiper.articleId, quantity: 3 }] },
      },
    })
  })

  it('asks nothing and changes nothing for a guest', async () => {
    const d = await device(async () => accountCart('cart-7', 4), { token: null })
    expect(await takeAccountCart(d.deps)).toBe('kept')
    expect(d.deps.fetchMine).not.toHaveBeenCalled()
    expect(d.store.getSnapshot().cart.cartId).toBe('')
    expect(d.store.getSnapshot().revision).toBe(0)
  })

  it('leaves the device cart empty when the account has no cart', async () => {
    const d = await device(async () => null)
    expect(await takeAccountCart(d.deps)).toBe('none')
    expect(d.store.getSnapshot().cart.items).toEqual([])
    expect(d.storage.data.has(CART_SYNC_STORAGE_KEY)).toBe(false)
  })

  it('takes the account’s cart once the network is back when the sign-in found none', async () => {
    let offline = true
    const d = await device(async () => {
      if (offline) throw networkFailure()
      return accountCart('cart-7', 4)
    })
    const taking = takeAccountCart(d.deps)
    await vi.waitFor(() => expect(d.deps.fetchMine).toHaveBeenCalledTimes(1))
    expect(d.store.getSnapshot().cart.items).toEqual([])
    offline = false
    d.backOnline()
    expect(await taking).toBe('taken')
    expect(d.store.getSnapshot().cart.cartId).toBe('cart-7')
  })

  it('gives up waiting for the network once that session has ended', async () => {
    const d = await device(async () => {
      throw networkFailure()
    })
    const taking = takeAccountCart(d.deps)
    await vi.waitFor(() => expect(d.deps.fetchMine).toHaveBeenCalledTimes(1))
    d.session.token = null
    d.backOnline()
    expect(await taking).toBe('kept')
    expect(d.deps.fetchMine).toHaveBeenCalledTimes(1)
  })

  it('keeps a line added, or a sign-out, while the account’s cart was on its way', async () => {
    let answer: (value: CartAnswer) => void = () => {}
    const d = await device(() => new Promise((resolve) => (answer = resolve)))
    const taking = takeAccountCart(d.deps)
    await vi.waitFor(() => expect(d.deps.fetchMine).toHaveBeenCalled())
    await d.store.add(wiper, 1)
    answer(accountCart('cart-7', 4))
    expect(await taking).toBe('kept')
    expect(d.store.getSnapshot().cart.items.map((item) => item.articleId)).toEqual([
      wiper.articleId,
    ])

    const left = await device(() => new Promise((resolve) => (answer = resolve)))
    const leaving = takeAccountCart(left.deps)
    await vi.waitFor(() => expect(left.deps.fetchMine).toHaveBeenCalled())
    await left.store.forget()
    answer(accountCart('cart-7', 4))
    expect(await leaving).toBe('kept')
    expect(left.store.getSnapshot().cart).toMatchObject({ cartId: '', items: [] })
  })
})
