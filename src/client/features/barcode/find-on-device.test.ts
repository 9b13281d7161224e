import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeCacheStorage } from '../../offline/packs/fake-cache-storage'
import { articlesWithCode, findOnDevice } from './find-on-device'

const filter = {
  articleId: 11,
  articleNumber: 'HU 7008 z',
  articleName: 'Oljefilter',
  mfrName: 'MANN-FILTER',
  ean: '4011558044603',
}
const pads = {
  articleId: 22,
  articleNumber: '0 986 494 524',
  articleName: 'Bremseklosser',
  mfrName: 'BOSCH',
}

let storage: ReturnType<typeof fakeCacheStorage>

async function keep(cacheName: string, path: string, body: unknown, type = 'application/json') {
  const cache = await storage.open(cacheName)
  await cache.put(
    `http://localhost${path}`,
    new Response(JSON.stringify(body), { headers: { 'content-type': type } }),
  )
}

beforeEach(() => {
  storage = fakeCacheStorage()
  vi.stubGlobal('caches', storage)
})
afterEach(() => vi.unstubAllGlobals())

describe('finding a scanned code among the answers kept on the device', () => {
  it('finds a part seen before by the EAN on its box', async () => {
    await keep('catalogue', '/api/product/item?id=11&lang=no', { product: filter })
    expect(await findOnDevice('no', '4011558044603')).toMatchObject([{ articleId: 11 }])
  })

  it('finds a part in an offline pack by its article number, written any way', async () => {
    await keep(
      'vehicle-pack-320507',
      '/api/tecdoc/get-products-by-target-ids?engine=320507&lang=no',
      {
        articles: [filter, pads],
        page: 1,
        perPage: 16,
        total: 2,
      },
    )
    expect(await findOnDevice('no', '0986494524')).toMatchObject([{ articleId: 22 }])
    expect(await findOnDevice('no', 'hu7008Z')).toMatchObject([{ articleId: 11 }])
  })

  it('finds an article wherever the answer nests it', async () => {
    await keep('catalogue', '/api/tecdoc/article?id=22&lang=no', {
      data: { related: [{ item: pads }] },
    })
    expect(await findOnDevice('no', '0 986 494 524')).toMatchObject([{ articleId: 22 }])
  })

  it('gives each part once, the one in the page’s language first', async () => {
    await keep('catalogue', '/api/product/item?id=11&lang=en', {
      product: { ...filter, articleName: 'Oil filter' },
    })
    await keep('catalogue', '/api/product/item?id=11&lang=no', { product: filter })
    await keep('vehicle-pack-1', '/api/product/item?id=11&lang=no', { product: filter })
    const found = await findOnDevice('no', '4011558044603')
    expect(found).toHaveLength(1)
    expect(found[0].articleName).toBe('Oljefilter')
    expect((await findOnDevice('en', '4011558044603'))[0].articleName).toBe('Oil filter')
  })

  it('finds nothing when no kept part has the code, not even one starting with it', async () => {
    await keep('catalogue', '/api/product/item?id=11&lang=no', { product: filter })
    expect(await findOnDevice('no', '4011558')).toEqual([])
    expect(await findOnDevice('no', '7311111111114')).toEqual([])
    expect(await findOnDevice('no', '  ')).toEqual([])
  })

  it('reads only the catalogue and the offline packs, and only JSON answers', async () => {
    await keep('i18n', '/api/product/item?id=11&lang=no', { product: filter })
    await keep('vehicle-pack-1', '/api/product/item?id=22&lang=no', { product: pads }, 'text/html')
    const damaged = new Response('{"articles": [', {
      headers: { 'content-type': 'application/json' },
    })
    await (await storage.open('catalogue')).put('http://localhost/api/broken', damaged)
    expect(await findOnDevice('no', '4011558044603')).toEqual([])
    expect(await findOnDevice('no', '0986494524')).toEqual([])
  })

  it('finds a product page seen before among the answers the app remembers', async () => {
    const remembered = [
      { key: ['products', 'item', 22, 'no'], data: pads },
      { key: ['products', 'item', 11, 'en'], data: { ...filter, articleName: 'Oil filter' } },
      { key: ['products', 'item', 11, 'no'], data: filter },
    ]
    expect(await findOnDevice('no', '4011558044603', remembered)).toEqual([filter])
  })

  it('finds what the app remembers even where the browser has no Cache Storage', async () => {
    vi.stubGlobal('caches', undefined)
    expect(await findOnDevice('no', '4011558044603')).toEqual([])
    const remembered = [{ key: ['products', 'item', 11, 'no'], data: filter }]
    expect(await findOnDevice('no', '4011558044603', remembered)).toEqual([filter])
  })
})

describe('walking one answer', () => {
  it('stops at a bounded depth, so an endlessly nested answer cannot stall the scanner', () => {
    let deep: unknown = filter
    for (let level = 0; level < 10_000; level += 1) deep = { next: deep }
    expect(articlesWithCode(deep, '4011558044603')).toEqual([])
    expect(articlesWithCode({ a: { b: filter } }, '4011558044603')).toHaveLength(1)
  })
})
