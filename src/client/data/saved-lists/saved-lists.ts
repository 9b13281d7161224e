/**
 * The app's one sync of the wishlist and compare list with the account, loaded once the first
 * paint is on the screen. It notices every change of the lists in the client state (this tab's
 * or another's) and syncs as every synced store does (browser-sync.ts).
 */
import { savedListsAnswerSchema } from '../../../domain/saved-list-schema'
import { authApi } from '../../lib/api-client'
import { browserSync } from '../../offline/browser-sync'
import { clientState } from '../../offline/client-state'
import { SavedListsStore } from './saved-lists-store'

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

/** Reads what was last seen, notices what changed since, and keeps noticing. */
export function startSavedLists(): Promise<void> {
  return browser.start(savedListsStore, () => {
    void savedListsStore.notice()
    let lists = clientState.getSnapshot()
    clientState.subscribe(() => {
      const now = clientState.getSnapshot()
      if (now.wishlist === lists.wishlist && now.compare === lists.compare) return
      lists = now
      void savedListsStore.notice()
    })
  })
}
