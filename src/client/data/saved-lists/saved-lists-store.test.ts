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
    /** The shopper changes a list on this device. */
    change: (list: SavedListName, items: SavedArticle[]) => {
      lists = { ...lists, [list]: items }
    },
    deps: {
      storage: {
        get: async (key: string) => structuredClone(stored.get(key)),
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

/** Lets the account's lists, taken in a microtask, reach the device's. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the wishlist and compare list following the account', () => {
  it("adds what a device listed before it ever synced to the account's lists at sign-in", async () => {
    const server = fakeAccount({ wishlist: [article(1)], compare: [] })
    const phone = device({ wishlist: [article(2)], compare: [article(3)] })
    const store = new SavedListsStore({ ...phone.deps, account: server.account })
    await store.load()
    await store.notice()
    await settled()

    expect(server.calls.filter((call) => call.startsWith('put'))).toEqual([
      'put wishlist 2',
      'put compare 3',
    ])
    expect(phone.lists()).toEqual({ wishlist: [article(1), article(2)], compare: [article(3)] })
    await store.flushed()
    expect(phone.stored.get(SAVED_LISTS_STORAGE_KEY)).toMatchObject({ version: 1, pending: [] })
  })

  it('shows on another device what one device saved, and removes there what it removed', async () => {
    const server = fakeAccount()
    const laptop = device({ wishlist: [], compare: [] })
    const store = new SavedListsStore({ ...laptop.deps, account: server.account })
    await store.load()
    laptop.change('wishlist', [article(5)])
    await store.notice()

    const phone = device({ wishlist: [], compare: [] })
    const other = new SavedListsStore({ ...phone.deps, account: server.account })
    await other.load()
    await other.notice()
    await settled()
    expect(phone.lists().wishlist).toEqual([article(5)])

    laptop.change('wishlist', [])
    await store.notice()
    await other.notice()
    await settled()
    expect(phone.lists().wishlist).toEqual([])
    // Taking the account's lists is no change of the device's own to send back.
    await other.notice()
    expect(server.calls.filter((call) => call.startsWith('delete'))).toHaveLength(1)
  })

  it('keeps changes made while signed out until a sign-in, sending only the last per article', async () => {
    const server = fakeAccount()
    const phone = device({ wishlist: [], compare: [] }, null)
    const store = new SavedListsStore({ ...phone.deps, account: server.account })
    await store.load()
    phone.change('compare', [article(7)])
    await store.notice()
    phone.change('compare', [article(8)])
    await store.notice()

    expect(server.calls).toEqual([])
    const pending = store.getSnapshot().pending
    expect(pending).toHaveLength(2)
    expect(pending).toContainEqual({ op: 'delete', list: 'compare', articleId: 7 })
    expect(pending).toContainEqual({ op: 'put', list: 'compare', article: article(8) })
  })
})
