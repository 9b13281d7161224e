import { beforeEach, describe, expect, it, vi } from 'vitest'
import { compareRules } from '../../domain/compare'
import { LIST_ACTION_DELAY_MS } from '../../domain/keyed-list'
import type { ArticleSource } from '../../domain/saved-article'
import { brakeDisc, savedDisc, storeClientState } from '../test/saved-articles'
import { CLIENT_STATE_KEY, clientState } from './client-state'
import { savedListActions } from './saved-list-actions'
import { fakeTimersEachTest } from '../test/fake-timers'

/** The Norwegian-named disc with one criterion, as the catalogue answers it. */
const article = (articleId: number): ArticleSource =>
  brakeDisc(articleId, {
    articleName: 'Bremseskive',
    articleText: [{ text: ['Diameter: 288 mm'] }],
  })

describe('wishlist and compare actions', () => {
  const compare = savedListActions('compare', compareRules)

  fakeTimersEachTest()
  beforeEach(() => {
    localStorage.clear()
    clientState.load()
  })

  it('take effect after the 250 ms pause, not before', async () => {
    const added = compare.add(article(1))
    await vi.advanceTimersByTimeAsync(LIST_ACTION_DELAY_MS - 1)
    expect(clientState.getSnapshot().compare).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    await expect(added).resolves.toBe('added')
    expect(clientState.getSnapshot().compare.map((item) => item.articleId)).toEqual([1])
    expect(localStorage.getItem(CLIENT_STATE_KEY)).toContain('"articleId":1')
  })

  it('say when the article is there already or the list is full', async () => {
    for (const id of [1, 2, 3, 4]) {
      const added = compare.add(article(id))
      await vi.advanceTimersByTimeAsync(LIST_ACTION_DELAY_MS)
      await added
    }
    const again = compare.add(article(1))
    const fifth = compare.add(article(5))
    await vi.advanceTimersByTimeAsync(LIST_ACTION_DELAY_MS)
    await expect(again).resolves.toBe('present')
    await expect(fifth).resolves.toBe('full')
    expect(clientState.getSnapshot().compare.map((item) => item.articleId)).toEqual([1, 2, 3, 4])
  })

  it('remove by id and clear, each after the pause', async () => {
    const first = compare.add(article(1))
    const second = compare.add(article(2))
    await vi.advanceTimersByTimeAsync(LIST_ACTION_DELAY_MS)
    await Promise.all([first, second])
    const removed = compare.remove(1)
    expect(clientState.getSnapshot().compare).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(LIST_ACTION_DELAY_MS)
    await removed
    expect(clientState.getSnapshot().compare.map((item) => item.articleId)).toEqual([2])
    const cleared = compare.clear()
    await vi.advanceTimersByTimeAsync(LIST_ACTION_DELAY_MS)
    await cleared
    expect(clientState.getSnapshot().compare).toEqual([])
  })

  it('follow another tab that changed the stored state', () => {
    storeClientState({ wishlist: [savedDisc(7)], currency: 'EUR' })
    window.dispatchEvent(new StorageEvent('storage', { key: CLIENT_STATE_KEY }))
    expect(clientState.getSnapshot().wishlist.map((item) => item.articleId)).toEqual([7])
    expect(clientState.getSnapshot().currency).toBe('EUR')
  })
})
