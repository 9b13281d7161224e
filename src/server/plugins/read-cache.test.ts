import { describe, expect, it, vi } from 'vitest'
import { changedArticles, createReadCache, settleAsReplicaReplays } from './read-cache'

const answer = (payload: string) => ({ payload, headers: { 'content-type': 'application/json' } })

describe('the read cache', () => {
  it('drops only the answers that name a changed article', () => {
    const cache = createReadCache(1024 * 1024)
    cache.set('/a', answer('{"articleId":1,"x":[{"articleId":2}]}'), cache.epoch)
    cache.set('/b', answer('{"articleId":3}'), cache.epoch)
    cache.set('/tree', answer('{"categories":[]}'), cache.epoch)
    cache.drop([2])
    expect(cache.get('/a')).toBeUndefined()
    expect(cache.get('/b')?.payload).toBe('{"articleId":3}')
    expect(cache.get('/tree')).toBeDefined()
    cache.drop('all')
    expect(cache.get('/b')).toBeUndefined()
    expect(cache.get('/tree')).toBeUndefined()
  })

  it('keeps no answer read before a change that landed while it was being read', () => {
    const cache = createReadCache(1024 * 1024)
    const readAt = cache.epoch
    cache.drop([99])
    cache.set('/a', answer('{"articleId":1}'), readAt)
    expect(cache.get('/a')).toBeUndefined()
    cache.set('/a', answer('{"articleId":1}'), cache.epoch)
    expect(cache.get('/a')).toBeDefined()
  })

  it('forgets the least recently used answers beyond its size, and their articles with them', () => {
    const cache = createReadCache(2_000)
    const big = (id: number) => answer(`{"articleId":${id},"pad":"${'x'.repeat(600)}"}`)
    for (const id of [1, 2, 3, 4]) cache.set(`/${id}`, big(id), cache.epoch)
    expect(cache.get('/1')).toBeUndefined()
    expect(cache.get('/4')).toBeDefined()
    cache.drop([1])
    expect(cache.get('/4')).toBeDefined()
  })

  it('keeps no answer naming a held article until the hold is settled', () => {
    const cache = createReadCache(1024 * 1024)
    cache.hold([1])
    const first = cache.holds
    cache.set('/a', answer('{"articleId":1}'), cache.epoch)
    cache.set('/b', answer('{"articleId":2}'), cache.epoch)
    expect(cache.get('/a')).toBeUndefined()
    expect(cache.get('/b')).toBeDefined()
    const readWhileHeld = cache.epoch
    cache.hold('all')
    cache.settle(first)
    expect(cache.holding).toBe(true)
    cache.set('/a', answer('{"articleId":1}'), cache.epoch)
    expect(cache.get('/a')).toBeUndefined()
    cache.settle(cache.holds)
    expect(cache.holding).toBe(false)
    cache.set('/a', answer('{"articleId":1}'), readWhileHeld)
    expect(cache.get('/a')).toBeUndefined()
    cache.set('/a', answer('{"articleId":1}'), cache.epoch)
    expect(cache.get('/a')).toBeDefined()
  })

  it('lifts holds only once the replica has replayed past them, holds made meanwhile later', async () => {
    const cache = createReadCache(1024 * 1024)
    const waits: (() => void)[] = []
    const replayed = () => new Promise<void>((resolve) => waits.push(resolve))
    const replica = settleAsReplicaReplays(cache, replayed, { error: () => {} })
    cache.hold([1])
    replica.kick()
    await vi.waitFor(() => expect(waits).toHaveLength(1))
    cache.hold([2])
    replica.kick()
    waits[0]?.()
    await vi.waitFor(() => expect(waits).toHaveLength(2))
    expect(cache.holding).toBe(true)
    cache.set('/1', answer('{"articleId":1}'), cache.epoch)
    cache.set('/2', answer('{"articleId":2}'), cache.epoch)
    expect(cache.get('/1')).toBeDefined()
    expect(cache.get('/2')).toBeUndefined()
    waits[1]?.()
    await vi.waitFor(() => expect(cache.holding).toBe(false))
    replica.stop()
  })

  it("reads a notice's payload as article ids, and anything else as everything", () => {
    expect(changedArticles('12,345')).toEqual([12, 345])
    expect(changedArticles('*')).toBe('all')
    expect(changedArticles('')).toBe('all')
    expect(changedArticles('1,x')).toBe('all')
  })
})
