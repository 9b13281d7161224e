import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PackManifest } from '../../../domain/offline-pack'
import { deletePack, downloadPack, PackError } from './download-pack'
import { fakeCacheStorage } from '../../offline/packs/fake-cache-storage'
import { forgetPack, loadPacks, packOf } from './pack-store'

vi.mock('../../offline/idb-store', () => {
  const kept = new Map<string, unknown>()
  return {
    idbStore: {
      get: async (key: string) => kept.get(key),
      set: async (key: string, value: unknown) => void kept.set(key, value),
      del: async (key: string) => void kept.delete(key),
    },
  }
})

const CAR = 320507

const manifest: PackManifest = {
  carId: CAR,
  lang: 'no',
  articles: 2,
  estimatedBytes: 5000,
  truncated: false,
  items: [
    { url: '/api/category/list/sidebaritems?lang=no', kind: 'shell' },
    {
      url: `/api/tecdoc/get-products-by-target-ids?engine=${CAR}&page=1&perPage=16&lang=no`,
      kind: 'listing',
    },
    { url: '/api/product/item?id=1&lang=no', kind: 'product' },
    { url: '/api/product/item?id=2&lang=no', kind: 'product' },
    { url: '/part-images/7.svg', kind: 'image' },
  ],
}

/** The server: the manifest, and a small JSON answer for each item; counts what was asked. */
function fakeServer(options: { failOn?: string } = {}) {
  const asked: string[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    asked.push(url)
    if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError')
    if (url.includes('/offline-pack')) return Response.json(manifest)
    if (options.failOn && url.includes(options.failOn)) throw new TypeError('Failed to fetch')
    return Response.json({ url })
  })
  return { fetch, asked }
}

describe('downloading an offline pack', () => {
  let storage: ReturnType<typeof fakeCacheStorage>
  beforeEach(async () => {
    storage = fakeCacheStorage()
    vi.stubGlobal('caches', storage)
    await loadPacks()
    await forgetPack(CAR)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('stores every item under its sorted key, reports progress, and marks the pack complete', async () => {
    const server = fakeServer()
    vi.stubGlobal('fetch', server.fetch)
    const seen: number[] = []
    const info = await downloadPack({
      carId: CAR,
      lang: 'no',
      onProgress: (progress) => seen.push(progress.done),
    })
    expect(info).toMatchObject({ status: 'complete', done: 5, total: 5 })
    expect(info.bytes).toBeGreaterThan(0)
    expect(seen.at(-1)).toBe(5)
    const keys = [...(storage.stores.get(`vehicle-pack-${CAR}`)?.keys() ?? [])]
    expect(keys).toContain(
      `${location.origin}/api/tecdoc/get-products-by-target-ids?engine=${CAR}&lang=no&page=1&perPage=16`,
    )
    expect(keys).toHaveLength(5)
    // Every pack request says it is the downloader's, so the service worker lets it pass; the
    // barcode reader's decoder is fetched once through the worker, which keeps it.
    const [decoder, pack] = [
      server.fetch.mock.calls.filter((call) => String(call[0]).endsWith('.wasm')),
      server.fetch.mock.calls.filter((call) => !String(call[0]).endsWith('.wasm')),
    ]
    for (const call of pack) {
      expect(new Headers(call[1]?.headers).get('x-offline-pack')).toBe('1')
    }
    expect(decoder).toHaveLength(1)
    expect(new Headers(decoder[0]?.[1]?.headers).get('x-offline-pack')).toBeNull()
  })

  it('keeps a download cut by the network as partial, and resumes without fetching again what it has', async () => {
    const broken = fakeServer({ failOn: 'id=2' })
    vi.stubGlobal('fetch', broken.fetch)
    await expect(downloadPack({ carId: CAR, lang: 'no' })).rejects.toEqual(new PackError('network'))
    expect(packOf(CAR)).toMatchObject({ status: 'partial' })

    const working = fakeServer()
    vi.stubGlobal('fetch', working.fetch)
    const info = await downloadPack({ carId: CAR, lang: 'no' })
    expect(info.status).toBe('complete')
    const refetched = working.asked.filter((url) => !url.includes('/offline-pack'))
    expect(refetched.length).toBeLessThan(manifest.items.length)
    expect(refetched).toContain('/api/product/item?id=2&lang=no')
  })

  it('reports no progress once it has failed, though other requests were still under way', async () => {
    const server = fakeServer({ failOn: 'id=1' })
    const slow = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes('offline-pack')) await new Promise((r) => setTimeout(r, 20))
      return server.fetch(input, init)
    })
    vi.stubGlobal('fetch', slow)
    const reported: string[] = []
    const download = downloadPack({
      carId: CAR,
      lang: 'no',
      onProgress: (progress) => reported.push(`progress ${progress.done}`),
    }).catch((error) => reported.push(`failed ${(error as PackError).reason}`))
    await download
    await new Promise((r) => setTimeout(r, 100))
    expect(reported.at(-1)).toBe('failed network')
  })

  it('says the storage is full when the device refuses to store more, and keeps the pack partial', async () => {
    storage = fakeCacheStorage({ quotaAfter: 2 })
    vi.stubGlobal('caches', storage)
    vi.stubGlobal('fetch', fakeServer().fetch)
    await expect(downloadPack({ carId: CAR, lang: 'no' })).rejects.toEqual(new PackError('quota'))
    expect(packOf(CAR)?.status).toBe('partial')
  })

  it('stops when cancelled, and says so', async () => {
    vi.stubGlobal('fetch', fakeServer().fetch)
    const controller = new AbortController()
    const download = downloadPack({
      carId: CAR,
      lang: 'no',
      signal: controller.signal,
      onProgress: () => controller.abort(),
    })
    await expect(download).rejects.toEqual(new PackError('cancelled'))
    expect(packOf(CAR)?.status).toBe('partial')
  })

  it('deletes the pack’s cache and what the device knew about it', async () => {
    vi.stubGlobal('fetch', fakeServer().fetch)
    await downloadPack({ carId: CAR, lang: 'no' })
    await deletePack(CAR)
    expect(storage.stores.has(`vehicle-pack-${CAR}`)).toBe(false)
    expect(packOf(CAR)).toBeNull()
  })
})
