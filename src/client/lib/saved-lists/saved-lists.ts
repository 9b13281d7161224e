/**
 * The app's one sync of the wishlist and compare list with the account. Loaded after the
 * first paint and by the lists' actions, never with the JS the first paint waits for. It
 * syncs as every synced store does (browser-sync.ts), and after every change.
 */
import { savedListsAnswerSchema } from '../../../domain/saved-list-schema'
import { authApi } from '../api-client'
import { browserSync } from '../account-sync/browser-sync'
import { clientState } from '../../offline/client-state'
import { type SavedListChange, SavedListsStore } from './saved-lists-store'

const browser = browserSync('delelager-saved-lists')

const answer = async (request: Promise<unknown>) => savedListsAnswerSchema.parse(await request)

export const savedListsStore = new SavedListsStore({
  ...browser.deps,
  lists: {
    read: () => {
      const { wishlist, compare } = clientState.getSnapshot()
      return { wishlist: [...wishlist], compare: [...compare] }
    },
    replace: (lists) =>
      clientState.update((state) =>
        JSON.stringify([state.wishlist, state.compare]) ===
        JSON.stringify([lists.wishlist, lists.compare])
          ? state
          : { ...state, wishlist: lists.wishlist, compare: lists.compare },
      ),
  },
  account: {
    list: () => answer(authApi('/saved-lists')),
    put: (list, article) =>
      answer(
        authApi(`/saved-lists/${list}/${article.articleId}`, { method: 'PUT', body: article }),
      ),
    remove: (list, articleId) =>
      answer(authApi(`/saved-lists/${list}/${articleId}`, { method: 'DELETE' })),
  },
})

/** Reads the queue and keeps the lists in step with the account; once per page. */
export function startSavedLists(): Promise<void> {
  return browser.start(savedListsStore)
}

/** Queues changes the lists have taken on this device, once the queue has been read. */
export async function queueSavedListChanges(changes: readonly SavedListChange[]): Promise<void> {
  await startSavedLists()
  await savedListsStore.queue(changes)
}
