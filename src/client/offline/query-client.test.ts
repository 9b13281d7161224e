import { dehydrate } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { CALL_RETRIES } from '../lib/api-client'
import { idbStore } from './idb-store'
import {
  createIdbPersister,
  createQueryClient,
  PERSIST_MAX_AGE_MS,
  shouldPersistQuery,
} from './query-client'

const client = (timestamp: number) => ({
  timestamp,
  buster: 'test',
  clientState: { queries: [], mutations: [] },
})

describe('asking again after a failed query', () => {
  /** How often a query is asked when every answer fails with `failure`. */
  async function attemptsWhenFailing(failure: unknown): Promise<number> {
    const queryClient = createQueryClient()
    let attempts = 0
    const asked = queryClient.fetchQuery({
      queryKey: ['catalogue', 'search', attempts],
      queryFn: () => {
        attempts++
        throw failure
      },
      retryDelay: 0,
    })
    await expect(asked).rejects.toBe(failure)
    return attempts
  }

  const answered = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status })

  it('does not ask again when the server refused the request with a 4xx', async () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(await attemptsWhenFailing(answered(status)), String(status)).toBe(1)
    }
  })

  it('asks twice more after no answer, a 5xx or a 503', async () => {
    for (const failure of [new TypeError('Failed to fetch'), answered(500), answered(503)]) {
      expect(await attemptsWhenFailing(failure), failure.message).toBe(1 + CALL_RETRIES)
    }
  })
})

describe('the query cache persistence', () => {
  it('keeps queries at least as long as the persister trusts them', () => {
    const queryClient = createQueryClient()
    const gcTime = queryClient.getDefaultOptions().queries?.gcTime
    expect(gcTime).toBeGreaterThanOrEqual(PERSIST_MAX_AGE_MS)
  })

  it('saves the catalogue answers but not the shop settings, which are kept on the device apart', () => {
    const queryClient = createQueryClient()
    queryClient.setQueryData(['catalogue', 'featured', 'no'], [])
    queryClient.setQueryData(['settings'], { phone: '+47 63 94 50 00' })
    const saved = dehydrate(queryClient, { shouldDehydrateQuery: shouldPersistQuery })
    expect(saved.queries.map((query) => query.queryKey)).toEqual([['catalogue', 'featured', 'no']])
  })

  it('writes the first change at once, then only the latest, at most once per window', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const setSpy = vi.spyOn(idbStore, 'set').mockResolvedValue(undefined)
    const persister = createIdbPersister(1000)
    persister.persistClient(client(1))
    await vi.advanceTimersByTimeAsync(0)
    expect(setSpy).toHaveBeenCalledTimes(1)
    expect(setSpy).toHaveBeenLastCalledWith('react-query', client(1))
    persister.persistClient(client(2))
    persister.persistClient(client(3))
    await vi.advanceTimersByTimeAsync(500)
    expect(setSpy).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(500)
    expect(setSpy).toHaveBeenCalledTimes(2)
    expect(setSpy).toHaveBeenLastCalledWith('react-query', client(3))
    vi.useRealTimers()
    setSpy.mockRestore()
  })

  it('forgets the persisted cache when asked to', async () => {
    const persister = createIdbPersister(0)
    await persister.persistClient(client(7))
    await new Promise((resolve) => setTimeout(resolve, 10))
    await expect(persister.restoreClient()).resolves.toMatchObject({ timestamp: 7 })
    await persister.removeClient()
    await expect(persister.restoreClient()).resolves.toBeUndefined()
  })
})
