import { onlineManager, queryOptions } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadPageData, PAGE_DATA_WAIT_MS } from './page-data'
import { createQueryClient } from './query-client'

const answer = (queryFn: () => Promise<string>) =>
  queryOptions({ queryKey: ['page-data-test'], queryFn })

describe('loadPageData', () => {
  afterEach(() => {
    onlineManager.setOnline(true)
    vi.useRealTimers()
  })

  it('gives the cached data without asking again', async () => {
    const queryClient = createQueryClient()
    const queryFn = vi.fn(() => Promise.resolve('fetched'))
    queryClient.setQueryData(answer(queryFn).queryKey, 'kept')
    expect(await loadPageData(queryClient, answer(queryFn))).toBe('kept')
    expect(queryFn).not.toHaveBeenCalled()
  })

  it('waits for an answer and leaves it in the cache for the page', async () => {
    const queryClient = createQueryClient()
    const options = answer(() => Promise.resolve('fetched'))
    expect(await loadPageData(queryClient, options)).toBe('fetched')
    expect(queryClient.getQueryData(options.queryKey)).toBe('fetched')
  })

  it('asks nothing offline and lets the page show that it is offline', async () => {
    onlineManager.setOnline(false)
    const queryClient = createQueryClient()
    const queryFn = vi.fn(() => Promise.resolve('fetched'))
    expect(await loadPageData(queryClient, answer(queryFn))).toBeUndefined()
    expect(queryFn).not.toHaveBeenCalled()
  })

  it('does not fail the navigation when the fetch fails', async () => {
    const queryClient = createQueryClient()
    const options = { ...answer(() => Promise.reject(new Error('503'))), retry: false }
    await expect(loadPageData(queryClient, options)).resolves.toBeUndefined()
  })

  it('stops waiting for a slow answer, which goes on for the page', async () => {
    vi.useFakeTimers()
    const queryClient = createQueryClient()
    let answerNow: (value: string) => void = () => {}
    const options = answer(() => new Promise<string>((resolve) => (answerNow = resolve)))
    const loading = loadPageData(queryClient, options)
    await vi.advanceTimersByTimeAsync(PAGE_DATA_WAIT_MS)
    expect(await loading).toBeUndefined()
    answerNow('late')
    await vi.waitFor(() => expect(queryClient.getQueryData(options.queryKey)).toBe('late'))
  })

  it('does not hold up a change on the page it is on, and the answer still comes', async () => {
    const queryClient = createQueryClient()
    let answerNow: (value: string) => void = () => {}
    const options = answer(() => new Promise<string>((resolve) => (answerNow = resolve)))
    expect(await loadPageData(queryClient, options, 'stay')).toBeUndefined()
    answerNow('later')
    await vi.waitFor(() => expect(queryClient.getQueryData(options.queryKey)).toBe('later'))
  })
})
