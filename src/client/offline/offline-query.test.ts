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

  it('offline, fails at once when nothing is stored instead of waiting for the network', async () => {
    onlineManager.setOnline(false)
    const queryClient = createQueryClient()
    const queryFn = vi.fn(() => Promise.resolve([2021]))
    await expect(fetchQueryOrOffline(queryClient, years(queryFn))).rejects.toBeInstanceOf(
      NeedsConnectionError,
    )
    expect(queryFn).not.toHaveBeenCalled()
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
