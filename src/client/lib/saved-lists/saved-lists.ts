/**
 * The app's one sync of the wishlist and compare list with the account. Loaded after the
 * first paint and by the lists' actions, never with the JS the first paint waits for. Sync
 * runs at start, at sign-in, when the network returns and after every change.
 */
import { savedListsAnswerSchema } from '../../../domain/saved-list-schema'
import { authApi } from '../api-client'
import { readToken, subscribeToken } from '../session-token'
import { clientState } from '../../offline/client-state'
import { connectivity, startConnectivity } from '../../offline/connectivity'
import { idbStore } from '../../offline/idb-store'
import { type SavedListChange, SavedListsStore } from './saved-lists-store'

const CHANNEL = 'delelager-saved-lists'

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL)

const answer = async (request: Promise<unknown>) => savedListsAnswerSchema.parse(await request)

export const savedListsStore = new SavedListsStore({
  storage: { get: (key) => idbStore.get(key), set: (key, value) => idbStore.set(key, value) },
  readToken,
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
  broadcast: () => channel?.postMessage('changed'),
  isOnline: () => connectivity.get() === 'online',
})

let started: Promise<void> | null = null

/** Reads the queue and keeps the lists in step with the account; once per page. */
export function startSavedLists(): Promise<void> {
  if (started) return started
  if (typeof window === 'undefined') return Promise.resolve()
  startConnectivity()
  started = savedListsStore.load().then(() => savedListsStore.sync())
  connectivity.onReconnect(() => void savedListsStore.sync())
  subscribeToken(() => void savedListsStore.sync())
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void savedListsStore.sync()
  })
  channel?.addEventListener('message', () => void savedListsStore.load())
  return started
}

/** Queues changes the lists have taken on this device, once the queue has been read. */
export async function queueSavedListChanges(changes: readonly SavedListChange[]): Promise<void> {
  await startSavedLists()
  await savedListsStore.queue(changes)
}
