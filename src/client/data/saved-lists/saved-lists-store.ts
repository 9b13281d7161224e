/**
 * The wishlist and compare list kept in step with the account (`/api/saved-lists`). The lists
 * themselves stay in the client state (localStorage, read for the first paint, changed by the
 * lists' actions without knowing of any account); this store keeps, in IndexedDB under
 * `delelager/saved-lists`, the lists as last seen and the changes waiting for the account.
 * What the device's lists gained or lost since last seen is queued per list and article (the
 * last change wins) and replayed when signed in; then the account's lists become the device's.
 * The first time it runs on a device nothing was seen yet, so a sign-in adds what the device
 * already lists to the account instead of losing it to the account's lists.
 */
import type { SavedArticle } from '../../../domain/saved-article'
import type { SavedListName, SavedListsAnswer } from '../../../domain/saved-list-schema'
import { SyncedStore, type SyncedStoreDeps } from '../../lib/synced-store'
import { isStoredShape } from '../stored-shape'

export type SavedListChange =
  | { op: 'put'; list: SavedListName; article: SavedArticle }
  | { op: 'delete'; list: SavedListName; articleId: number }

interface SeenLists {
  /** The device's lists when last compared (after a change, or as the account answered). */
  seen: SavedListsAnswer
}

/** What is kept in IndexedDB. `version` changes only when the shape does. */
interface StoredSavedLists extends SeenLists {
  version: 1
  pending: SavedListChange[]
}

export const SAVED_LISTS_STORAGE_KEY = 'delelager/saved-lists'

const NAMES = ['wishlist', 'compare'] as const
const NOTHING_SEEN: SeenLists = { seen: { wishlist: [], compare: [] } }

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

/** What turns `before` into `after`: the articles added to and removed from each list. */
export function savedListChanges(
  before: SavedListsAnswer,
  after: SavedListsAnswer,
): SavedListChange[] {
  return NAMES.flatMap((list) => {
    const had = new Set(before[list].map((a) => a.articleId))
    const has = new Set(after[list].map((a) => a.articleId))
    return [
      ...after[list]
        .filter((article) => !had.has(article.articleId))
        .map((article): SavedListChange => ({ op: 'put', list, article })),
      ...before[list]
        .filter((article) => !has.has(article.articleId))
        .map((a): SavedListChange => ({ op: 'delete', list, articleId: a.articleId })),
    ]
  })
}

const articleIdOf = (change: SavedListChange) =>
  change.op === 'put' ? change.article.articleId : change.articleId

export class SavedListsStore extends SyncedStore<SeenLists, SavedListChange, SavedListsAnswer> {
  private readonly lists: SavedListsStoreDeps['lists']

  constructor({ lists, account, ...deps }: SavedListsStoreDeps) {
    super(
      {
        name: 'Saved lists',
        storageKey: SAVED_LISTS_STORAGE_KEY,
        empty: NOTHING_SEEN,
        restore: (stored) =>
          isStoredShape<StoredSavedLists>(stored, (s) => [
            s.pending,
            s.seen?.wishlist,
            s.seen?.compare,
          ])
            ? { state: { seen: stored.seen }, pending: stored.pending }
            : { state: NOTHING_SEEN, pending: [] },
        store: (state, pending): StoredSavedLists => ({ version: 1, seen: state.seen, pending }),
        keyOf: (change) => `${change.list}:${articleIdOf(change)}`,
        send: (change) =>
          change.op === 'put'
            ? account.put(change.list, change.article)
            : account.remove(change.list, change.articleId),
        list: account.list,
        adopt: (_state, answer) => {
          // After this store has taken the answer as seen, so the replacement is no change.
          queueMicrotask(() => lists.replace(answer))
          return { seen: answer }
        },
      },
      deps,
    )
    this.lists = lists
  }

  /** Forgets what was seen and queued, and empties the device's lists with it (no change to send). */
  override forget(): Promise<void> {
    const forgotten = super.forget()
    this.lists.replace({ wishlist: [], compare: [] })
    return forgotten
  }

  /** Queues what the device's lists gained or lost since last seen, and syncs. */
  notice(): Promise<void> {
    const now = this.lists.read()
    const changes = savedListChanges(this.getSnapshot().seen, now)
    if (changes.length === 0) return this.sync()
    for (const change of changes) void this.apply(() => ({ seen: now }), change)
    return this.sync()
  }
}
