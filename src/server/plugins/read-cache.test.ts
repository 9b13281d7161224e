import { describe, expect, it } from 'vitest'
import { changedArticles, createReadCache } from './read-cache'

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

  it("reads a notice's payload as article ids, and anything else as everything", () => {
    expect(changedArticles('12,345')).toEqual([12, 345])
    expect(changedArticles('*')).toBe('all')
    expect(changedArticles('')).toBe('all')
    expect(changedArticles('1,x')).toBe('all')
  })
})
