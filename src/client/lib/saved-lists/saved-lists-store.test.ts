import { describe, expect, it } from 'vitest'
import type { SavedArticle } from '../../../domain/saved-article'
import type { SavedListName, SavedListsAnswer } from '../../../domain/saved-list-schema'
import { SAVED_LISTS_STORAGE_KEY, SavedListsStore } from './saved-lists-store'

const article = (articleId: number): SavedArticle => ({
  articleId,
  articleNumber: `A${articleId}`,
  articleName: 'Oljefilter',
  mfrName: 'MANN',
  price: 9_900,
  discount: 0,
  available: true,
  availability: null,
  image: null,
  rating: null,
  criteria: [],
})

/** An account like the server's: an article is on a list once, removals are idempotent. */
function fakeAccount(initial: SavedListsAnswer = { wishlist: [], compare: [] }) {
  const lists: SavedListsAnswer = structuredClone(initial)
  const calls: string[] = []
  const copy = () => structuredClone(lists)
  return {
    lists,
    calls,
    account: {
      list: async () => {
        calls.push('list')
        return copy()
      },
      put: async (list: SavedListName, saved: SavedArticle) => {
        calls.push(`put ${list} ${saved.articleId}`)
        if (!lists[list].some((a) => a.articleId === saved.articleId)) lists[list].push(saved)
        return copy()
      },
      remove: async (list: SavedListName, articleId: number) => {
        calls.push(`delete ${list} ${articleId}`)
        lists[list] = lists[list].filter((a) => a.articleId !== articleId)
        return copy()
      },
    },
  }
}

function device(initial: SavedListsAnswer, token: string | null = 'token') {
  let lists = structuredClone(initial)
  const stored = new Map<string, unknown>()
  return {
    stored,
    lists: () => lists,
    deps: {
      storage: {
        get: async (key: string) => stored.get(key),
        set: async (key: string, value: unknown) => {
          stored.set(key, structuredClone(value))
        },
      },
      readToken: () => token,
      lists: {
        read: () => lists,
        replace: (next: SavedListsAnswer) => {
          lists = next
        },
      },
    },
  }
}

describe('the wishlist and compare list following the account', () => {
  it("adds what a device listed before it ever synced to the account's lists at sign-in", async () => {
    const server = fakeAccount({ wishlist: [article(1)], compare: [] })
    const phone = device({ wishlist: [article(2)], compare: [article(3)] })
    const store = new SavedListsStore({ ...phone.deps, account: server.account })
    await store.load()
    await store.sync()

    expect(server.calls).toEqual(['put wishlist 2', 'put compare 3'])
    expect(phone.lists()).toEqual({ wishlist: [article(1), article(2)], compare: [article(3)] })
    await store.flushed()
    expect(phone.stored.get(SAVED_LISTS_STORAGE_KEY)).toEqual({ version: 1, pending: [] })
  })

  it('shows on another device what one device saved, and removes there what it removed', async () => {
    const server = fakeAccount()
    const laptop = device({ wishlist: [], compare: [] })
    const store = new SavedListsStore({ ...laptop.deps, account: server.account })
    await store.load()
    await store.queue([{ op: 'put', list: 'wishlist', article: article(5) }])

    const phone = device({ wishlist: [], compare: [] })
    const other = new SavedListsStore({ ...phone.deps, account: server.account })
    await other.load()
    await other.sync()
    expect(phone.lists().wishlist).toEqual([article(5)])

    await store.queue([{ op: 'delete', list: 'wishlist', articleId: 5 }])
    await other.sync()
    expect(phone.lists().wishlist).toEqual([])
  })

  it('keeps changes made while signed out until a sign-in, sending only the last per article', async () => {
    const server = fakeAccount()
    const phone = device({ wishlist: [], compare: [] }, null)
    const store = new SavedListsStore({ ...phone.deps, account: server.account })
    await store.load()
    await store.queue([
      { op: 'put', list: 'compare', article: article(7) },
      { op: 'delete', list: 'compare', articleId: 7 },
      { op: 'put', list: 'compare', article: article(8) },
    ])
    expect(server.calls).toEqual([])
    expect(store.getSnapshot().pending).toHaveLength(2)
  })
})
