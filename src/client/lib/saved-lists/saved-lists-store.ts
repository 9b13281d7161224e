/**
 * The wishlist and compare list kept in step with the account (`/api/saved-lists`). The lists
 * themselves stay in the client state (localStorage, read for the first paint); this store
 * keeps only the changes waiting for the account, in IndexedDB under `delelager/saved-lists`,
 * queued per list and article (the last change wins) and replayed when signed in; then the
 * account's lists become the device's. The first time it runs on a device, the articles
 * already listed there are queued, so a sign-in adds them to the account rather than losing
 * them to the account's lists.
 */
import type { SavedArticle } from '../../../domain/saved-article'
import type { SavedListName, SavedListsAnswer } from '../../../domain/saved-list-schema'
import { SyncedStore, type SyncedStoreDeps } from '../account-sync/synced-store'

export type SavedListChange =
  | { op: 'put'; list: SavedListName; article: SavedArticle }
  | { op: 'delete'; list: SavedListName; articleId: number }

/** What is kept in IndexedDB. `version` changes only when the shape does. */
interface StoredSavedLists {
  version: 1
  pending: SavedListChange[]
}

export const SAVED_LISTS_STORAGE_KEY = 'delelager/saved-lists'

export interface SavedListsStoreDeps extends SyncedStoreDeps {
  /** The device's lists (the client state) and their replacement by the account's. */
  lists: {
    read: () => SavedListsAnswer
    replace: (lists: SavedListsAnswer) => void
  }
  account: {
    list: () => Promise<SavedListsAnswer>
    put: (list: SavedListName, article: SavedArticle) => Promise<SavedListsAnswer>
    remove: (list: SavedListName, articleId: number) => Promise<SavedListsAnswer>
  }
}

function isStored(value: unknown): value is StoredSavedLists {
  const stored = value as StoredSavedLists | null
  return (
    typeof stored === 'object' &&
    stored !== null &&
    stored.version === 1 &&
    Array.isArray(stored.pending)
  )
}

/** Every article listed on the device, as changes for the account. */
function everyListed(lists: SavedListsAnswer): SavedListChange[] {
  return (['wishlist', 'compare'] as const).flatMap((list) =>
    lists[list].map((article): SavedListChange => ({ op: 'put', list, article })),
  )
}

const articleIdOf = (change: SavedListChange) =>
  change.op === 'put' ? change.article.articleId : change.articleId

export class SavedListsStore extends SyncedStore<object, SavedListChange, SavedListsAnswer> {
  constructor({ lists, account, ...deps }: SavedListsStoreDeps) {
    super(
      {
        name: 'Saved lists',
        storageKey: SAVED_LISTS_STORAGE_KEY,
        empty: {},
        restore: (stored) => ({
          state: {},
          pending: isStored(stored) ? stored.pending : everyListed(lists.read()),
        }),
        store: (_state, pending): StoredSavedLists => ({ version: 1, pending }),
        keyOf: (change) => `${change.list}:${articleIdOf(change)}`,
        send: (change) =>
          change.op === 'put'
            ? account.put(change.list, change.article)
            : account.remove(change.list, change.articleId),
        list: account.list,
        adopt: (state, answer) => {
          lists.replace(answer)
          return state
        },
      },
      deps,
    )
  }

  /** Queues changes the device's lists have already taken, and syncs. */
  queue(changes: readonly SavedListChange[]): Promise<void> {
    for (const change of changes) void this.apply((state) => state, change)
    return this.sync()
  }
}
