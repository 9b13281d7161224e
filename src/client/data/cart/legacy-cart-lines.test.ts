import { beforeEach, describe, expect, it } from 'vitest'
import type { CartAnswer } from '../../../domain/cart-schema'
import { idbStore } from '../../offline/idb-store'
import { CART_STORAGE_KEY, CART_STORAGE_VERSION, CartStore, type StoredCart } from './cart-store'
import { CART_SYNC_STORAGE_KEY, type CartSyncDeps, sendCartOnce } from './cart-sync-send'
import {
  type CandidateArticle,
  type LegacyLine,
  pickArticle,
  resolveLegacyLines,
} from './legacy-cart-lines'

const boschPads: CandidateArticle = {
  articleId: 11,
  articleNumber: '0 986 494 524',
  articleName: 'Brake pads',
  mfrName: 'BOSCH',
}
const textarPads: CandidateArticle = { ...boschPads, articleId: 12, mfrName: 'TEXTAR' }
const mannFilter: CandidateArticle = {
  articleId: 21,
  articleNumber: 'W 712/95',
  articleName: 'Oil filter',
  mfrName: 'MANN-FILTER',
}
const mann: CandidateArticle = { ...mannFilter, articleId: 20, mfrName: 'MANN' }
const catalogue = [boschPads, textarPads, mannFilter, mann]

/** A line as the app stored it before ids (cart storage version 1). */
function legacyLine(articleNumber: string, name: string, quantity: number): LegacyLine {
  return {
    product: { articleNumber, name, price: 49_900, discount: 0 },
    options: [],
    quantity,
  }
}

const networkError = () =>
  Object.assign(new Error('Failed to fetch'), { name: 'FetchError', response: undefined })

describe('picking the article of a line kept before ids', () => {
  it('takes the brand the line was shown with when two brands share the number', () => {
    const line = legacyLine('0 986 494 524', 'TEXTAR Brake pads', 1)
    expect(pickArticle(line, catalogue)?.articleId).toBe(12)
  })

  it('takes the longest brand that begins the name, the number however it is written', () => {
    const line = legacyLine('w712-95', 'MANN-FILTER Oljefilter', 1)
    expect(pickArticle(line, catalogue)?.articleId).toBe(21)
  })

  it('falls back to the article the server priced a bare number as (printed number, then lowest id)', () => {
    const line = legacyLine('0 986 494 524', 'Bremseklosser', 1)
    expect(pickArticle(line, catalogue)?.articleId).toBe(11)
  })

  it('finds nothing for a number the catalogue does not have', () => {
    expect(pickArticle(legacyLine('NO-SUCH', 'BOSCH Brake pads', 1), catalogue)).toBeNull()
  })
})

describe('migrating a cart stored before ids (IndexedDB)', () => {
  const searches: string[] = []
  let online = true
  const search = async (articleNumber: string) => {
    if (!online) throw networkError()
    searches.push(articleNumber)
    return catalogue
  }

  /** The server's side: records what is sent, answers the lines as sent. */
  const calls: {
    path: string
    key: string
    body: { newState: { items: { articleId: number; quantity: number }[] } }
  }[] = []
  const post: CartSyncDeps['post'] = async (path, body, key) => {
    calls.push({ path, key, body: structuredClone(body) as (typeof calls)[number]['body'] })
    const { newState } = body as (typeof calls)[number]['body']
    const items = newState.items.map(({ articleId, quantity }) => {
      const article = catalogue.find(
        (candidate) => candidate.articleId === articleId,
      ) as CandidateArticle
      const product = {
        articleId,
        articleNumber: article.articleNumber,
        mfrName: article.mfrName,
        name: `${article.mfrName} ${article.articleName}`,
        price: 49_900,
        discount: 0,
      }
      return {
        articleId,
        articleNumber: article.articleNumber,
        product,
        options: [],
        price: 49_900,
        total: 49_900 * quantity,
        quantity,
      }
    })
    const answer: CartAnswer = {
      success: true,
      cartId: '6f1c8d0e-5b7a-4c1e-9a52-0d3f6b2e8a41',
      version: 1,
      cart: {
        cartId: '',
        lastItemId: items.length,
        quantity: 0,
        items,
        subtotal: 0,
        totals: [],
        total: 0,
      },
      dropped: [],
      conflict: false,
    }
    return answer
  }

  const storage = {
    get: (key: string) => idbStore.get(key),
    set: (key: string, value: unknown) => idbStore.set(key, value),
  }
  async function boot() {
    const store = new CartStore({ storage })
    await store.load()
    const deps: CartSyncDeps = {
      store,
      storage,
      post,
      probe: async () => undefined,
      resolveLegacyLines: (lines) => resolveLegacyLines(lines, search),
    }
    return { store, send: () => sendCartOnce(deps) }
  }

  beforeEach(async () => {
    searches.length = 0
    calls.length = 0
    online = true
    // What the app kept before ids: the cart, and a create whose answer never came.
    await idbStore.set(CART_STORAGE_KEY, {
      version: 1,
      cart: {
        cartId: '',
        lastItemId: 2,
        items: [
          {
            articleNumber: '0 986 494 524',
            ...legacyLine('0 986 494 524', 'TEXTAR Brake pads', 2),
          },
          { articleNumber: 'W 712/95', ...legacyLine('W 712/95', 'MANN-FILTER Oil filter', 1) },
        ],
      },
      revision: 3,
      syncedRevision: 1,
    })
    await idbStore.set(CART_SYNC_STORAGE_KEY, {
      pending: {
        key: 'kept-before-ids',
        kind: 'create',
        revision: 3,
        body: {
          newState: { items: [{ articleNumber: '0 986 494 524', quantity: 2, options: [] }] },
        },
      },
    })
  })

  it('gives each line its article once, then sends the cart by id in a new request', async () => {
    const { store, send } = await boot()
    expect(store.hasLegacyLines()).toBe(true)
    expect(store.getSnapshot().dirty).toBe(true)

    await send()
    expect(searches).toEqual(['0 986 494 524', 'W 712/95'])
    expect(
      store
        .getSnapshot()
        .cart.items.map((item) => [item.articleId, item.product.mfrName, item.quantity]),
    ).toEqual([
      [12, 'TEXTAR', 2],
      [21, 'MANN-FILTER', 1],
    ])
    expect(calls).toHaveLength(1)
    expect(calls[0]?.path).toBe('/cart/create-cart')
    expect(calls[0]?.key).not.toBe('kept-before-ids')
    expect(calls[0]?.body.newState.items.map((line) => [line.articleId, line.quantity])).toEqual([
      [12, 2],
      [21, 1],
    ])
    expect(store.getSnapshot().dirty).toBe(false)

    await store.flushed()
    const stored = (await idbStore.get(CART_STORAGE_KEY)) as StoredCart
    expect(stored.version).toBe(CART_STORAGE_VERSION)
    expect(stored.legacyItems).toBeUndefined()
    // Migrated once: a reload finds the cart by id and sends nothing again.
    const reloaded = await boot()
    expect(reloaded.store.hasLegacyLines()).toBe(false)
    await reloaded.send()
    expect([searches.length, calls.length]).toEqual([2, 1])
    expect(reloaded.store.getSnapshot().cart.items.map((item) => item.articleId)).toEqual([12, 21])
  })

  it('keeps the lines through offline visits and changes, and merges them when the catalogue answers', async () => {
    online = false
    const first = await boot()
    await expect(first.send()).rejects.toMatchObject({ retry: true, message: 'offline' })
    expect(calls).toHaveLength(0)

    // Another visit, still offline: the shopper adds one more of the TEXTAR pads.
    const second = await boot()
    expect(second.store.hasLegacyLines()).toBe(true)
    await second.store.add(
      { ...textarPads, name: 'TEXTAR Brake pads', price: 49_900, discount: 0 },
      1,
    )
    await second.store.flushed()
    const kept = (await idbStore.get(CART_STORAGE_KEY)) as StoredCart
    expect(kept.version).toBe(CART_STORAGE_VERSION)
    expect(kept.legacyItems).toHaveLength(2)

    online = true
    const third = await boot()
    await third.send()
    expect(
      third.store.getSnapshot().cart.items.map((item) => [item.articleId, item.quantity]),
    ).toEqual([
      [12, 3],
      [21, 1],
    ])
    expect(
      calls.map((call) => call.body.newState.items.map((line) => [line.articleId, line.quantity])),
    ).toEqual([
      [
        [12, 3],
        [21, 1],
      ],
    ])
    expect(calls[0]?.key).not.toBe('kept-before-ids')
  })
})
