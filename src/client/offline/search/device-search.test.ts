import { dehydrate, QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Article } from '../../../domain/article-schema'
import { listedArticle } from '../../test/listed-article'
import { idbStore, PERSIST_KEY } from '../idb-store'
import { fakeCacheStorage } from '../packs/fake-cache-storage'
import { forgetDeviceIndexes, searchOnDevice } from './device-search'

const product = (articleId: number, articleNumber: string, extra: Partial<Article> = {}) =>
  listedArticle({
    articleId,
    articleNumber,
    articleName: 'Oljefilter',
    mfrName: 'MANN-FILTER',
    price: 10000,
    ...extra,
  })

let storage: ReturnType<typeof fakeCacheStorage>

async function keep(cacheName: string, path: string, body: unknown) {
  const cache = await storage.open(cacheName)
  await cache.put(`${location.origin}${path}`, Response.json(body))
}

/** Saves queries as the app's persister does. */
async function remember(...queries: [readonly unknown[], unknown][]) {
  const client = new QueryClient()
  for (const [key, data] of queries) client.setQueryData(key, data)
  await idbStore.set(PERSIST_KEY, { timestamp: 1, buster: 'b', clientState: dehydrate(client) })
}

const ids = (page: { articles: Article[] }) => page.articles.map((article) => article.articleId)

beforeEach(async () => {
  forgetDeviceIndexes()
  await idbStore.del(PERSIST_KEY)
  storage = fakeCacheStorage()
  vi.stubGlobal('caches', storage)
  const put = (p: Article, lang = 'no', by = `id=${p.articleId}`) =>
    keep('vehicle-pack-1', `/api/product/item?${by}&lang=${lang}`, { product: p })
  await put(product(1, 'HU 7008 z', { ean: '4011558044603', partTypeId: 7 }))
  await put(product(2, 'HU 7008 zx'))
  await put(
    product(3, 'W 712/95', {
      articleName: 'Bremseklosser',
      mfrName: 'BOSCH',
      oeNumbers: [{ brand: 'VW', number: '03C 115 561 H' }],
    }),
  )
  // The same part kept by article number too: found once.
  await put(product(1, 'HU 7008 z'), 'no', 'articleNumber=HU%207008%20z')
  await put(product(4, 'HU 7008 z'), 'en')
  await put(product(3, 'W 712/95', { articleName: 'Brake pads' }), 'en')
  await keep('vehicle-pack-1', '/api/category/list/sidebaritems?lang=no', {
    data: {
      array: [
        {
          name: 'Filtre',
          slug: 'filter',
          value: [],
          index: 0,
          subItems: [{ name: 'Motorfiltre', slug: 'motorfilter', value: [7], index: 0 }],
        },
      ],
    },
  })
})
afterEach(() => vi.unstubAllGlobals())

describe('searching on the device by part number', () => {
  it('finds the exact number first, then numbers starting with it, typed any way', async () => {
    const found = await searchOnDevice('no', 'hu7008-Z', 1, 16)
    expect(ids(found)).toEqual([1, 2])
    expect(found.total).toBe(2)
  })

  it('finds a part by its EAN and by an OE number', async () => {
    expect(ids(await searchOnDevice('no', '4011558044603', 1, 16))).toEqual([1])
    expect(ids(await searchOnDevice('no', '03C115561H', 1, 16))).toEqual([3])
  })

  it('answers in the page’s language and pages the answer', async () => {
    expect(ids(await searchOnDevice('en', 'HU 7008', 1, 16))).toEqual([4])
    const second = await searchOnDevice('no', 'HU 7008', 2, 1)
    expect(second).toMatchObject({ page: 2, perPage: 1, total: 2 })
    expect(ids(second)).toEqual([2])
    expect((await searchOnDevice('no', 'XYZ', 1, 16)).total).toBe(0)
  })
})

describe('searching on the device by words', () => {
  it('finds a pack’s part by a name typed with a typo, by its English name and by its category', async () => {
    expect(ids(await searchOnDevice('no', 'bremseklsoser', 1, 16))).toEqual([3])
    expect(ids(await searchOnDevice('no', 'brake pads', 1, 16))).toEqual([3])
    expect(ids(await searchOnDevice('no', 'motorfiltre', 1, 16))).toEqual([1])
  })

  it('finds parts seen before, kept in the saved query cache or by the service worker', async () => {
    await remember(
      [['products', 'item', 20, 'no'], product(20, 'CU 2939', { articleName: 'Kupéfilter' })],
      [
        ['catalogue', 'products', { category: 'tenning' }, 'no'],
        { articles: [product(21, 'BKR6E', { articleName: 'Tennplugg', mfrName: 'NGK' })] },
      ],
      [['products', 'item', 22, 'en'], product(22, 'X1', { articleName: 'Cabin filter' })],
    )
    await keep('catalogue', '/api/tecdoc/get-feature-products?lang=no', {
      articles: [product(23, 'VKPC 81418', { articleName: 'Vannpumpe', mfrName: 'SKF' })],
    })
    expect(ids(await searchOnDevice('no', 'kupefilter', 1, 16))).toEqual([20])
    expect(ids(await searchOnDevice('no', 'ngk tennplugger', 1, 16))).toEqual([21])
    expect(ids(await searchOnDevice('no', 'vanpumpe', 1, 16))).toEqual([23])
    // Seen only in English: not shown on a Norwegian page (the Kupéfilter is, as a synonym).
    expect(ids(await searchOnDevice('no', 'cabin filter', 1, 16))).toEqual([20])
  })

  it('keeps to the parts of a vehicle when asked to: its pack’s and its listings’', async () => {
    await remember([
      ['vehicles', 'parts', { carId: 2, page: 1 }, 'no'],
      { articles: [product(40, 'P1', { articleName: 'Bremseklosser' })] },
    ])
    expect((await searchOnDevice('no', 'bremseklosser', 1, 16)).total).toBe(2)
    expect(ids(await searchOnDevice('no', 'bremseklosser', 1, 16, 1))).toEqual([3])
    expect(ids(await searchOnDevice('no', 'bremseklosser', 1, 16, 2))).toEqual([40])
    expect((await searchOnDevice('no', 'bremseklosser', 1, 16, 3)).total).toBe(0)
  })

  it('reads a product answer’s related parts as neither fitting the pack’s vehicle nor as the parts themselves', async () => {
    const card = { ...product(50, 'BP 50', { articleName: 'Bremseklosser' }) }
    await keep('vehicle-pack-2', '/api/product/item?id=51&lang=no', {
      product: product(51, 'BP 51', { articleName: 'Bremseklosser' }),
      related: [{ ...card, articleText: undefined, tags: undefined }],
    })
    await keep('vehicle-pack-3', '/api/product/item?id=50&lang=no', { product: card })
    expect(ids(await searchOnDevice('no', 'bremseklosser', 1, 16, 2))).toEqual([51])
    expect(ids(await searchOnDevice('no', 'bremseklosser', 1, 16, 3))).toEqual([50])
  })

  it('builds its index once, and again when a pack is saved', async () => {
    expect((await searchOnDevice('no', 'tennplugg', 1, 16)).total).toBe(0)
    await remember([
      ['products', 'item', 21, 'no'],
      product(21, 'BKR6E', { articleName: 'Tennplugg' }),
    ])
    expect((await searchOnDevice('no', 'tennplugg', 1, 16)).total).toBe(0)
    await keep('vehicle-pack-2', '/api/product/item?id=30&lang=no', {
      product: product(30, 'BKR5', { articleName: 'Tennplugg' }),
    })
    expect(ids(await searchOnDevice('no', 'tennplugg', 1, 16))).toEqual([21, 30])
  })

  it('builds its index again once the network has come back (parts seen online join it)', async () => {
    expect((await searchOnDevice('no', 'tennplugg', 1, 16)).total).toBe(0)
    await remember([
      ['products', 'item', 21, 'no'],
      product(21, 'BKR6E', { articleName: 'Tennplugg' }),
    ])
    window.dispatchEvent(new Event('online'))
    expect(ids(await searchOnDevice('no', 'tennplugg', 1, 16))).toEqual([21])
  })
})
