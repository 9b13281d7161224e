import { onlineManager, queryOptions } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchQueryOrOffline, keepPreviousWhileOnline, NeedsConnectionError } from './offline-query'
import { createQueryClient } from './query-client'

const years = (queryFn: () => Promise<number[]>) =>
  queryOptions({ queryKey: ['offline-query-test', 'years'], queryFn })

describe('fetchQueryOrOffline', () => {
  afterEach(() => onlineManager.setOnline(true))

  it('fetches online, as fetchQuery does', async () => {
    const queryClient = createQueryClient()
    expect(
      await fetchQueryOrOffline(
        queryClient,
        years(() => Promise.resolve([2020])),
      ),
    ).toEqual([2020])
  })

  it('offline, gives what the device holds without asking', async () => {
    onlineManager.setOnline(false)
    const queryClient = createQueryClient()
    const queryFn = vi.fn(() => Promise.resolve([2021]))
    queryClient.setQueryData(years(queryFn).queryKey, [2019])
    expect(await fetchQueryOrOffline(queryClient, years(queryFn))).toEqual([2019])
    expect(queryFn).not.toHaveBeenCalled()
  })

  it('offline, asks once for what the cache lacks (the service worker may hold it)', async () => {
    onlineManager.setOnline(false)
    const queryClient = createQueryClient()
    const queryFn = vi.fn(() => Promise.resolve([2018]))
    expect(await fetchQueryOrOffline(queryClient, years(queryFn))).toEqual([2018])
    expect(queryFn).toHaveBeenCalledTimes(1)
  })

  it('offline, fails at once when nothing answers instead of waiting for the network', async () => {
    onlineManager.setOnline(false)
    const queryClient = createQueryClient()
    const queryFn = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(fetchQueryOrOffline(queryClient, years(queryFn))).rejects.toBeInstanceOf(
      NeedsConnectionError,
    )
    expect(queryFn).toHaveBeenCalledTimes(1)
  })

  it('offline, fails at once instead of joining a fetch that waits for the network', async () => {
    const queryClient = createQueryClient()
    const waiting = years(() => new Promise<number[]>(() => {}))
    onlineManager.setOnline(false)
    // Another caller's fetch, paused for want of a network after its first try failed.
    void queryClient.prefetchQuery({
      ...waiting,
      queryFn: () => Promise.reject(new Error('offline')),
      retry: 1,
      retryDelay: 0,
    })
    await vi.waitFor(() =>
      expect(
        queryClient.getQueryCache().find({ queryKey: waiting.queryKey })?.state.fetchStatus,
      ).toBe('paused'),
    )
    await expect(fetchQueryOrOffline(queryClient, waiting)).rejects.toBeInstanceOf(
      NeedsConnectionError,
    )
  })
})

describe('keepPreviousWhileOnline', () => {
  afterEach(() => onlineManager.setOnline(true))

  it('lets the previous list stand in while the next one loads online', () => {
    expect(keepPreviousWhileOnline(['previous'])).toEqual(['previous'])
  })

  it('offline, lets nothing stand in, so the page says the list is not stored', () => {
    onlineManager.setOnline(false)
    expect(keepPreviousWhileOnline(['previous'])).toBeUndefined()
  })
})
