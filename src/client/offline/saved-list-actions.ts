/**
 * The wishlist's and the compare list's actions: add (an article already listed
 * changes nothing), remove by id, clear — each applied to the client state after the lists'
 * pause, 250 ms, and queued for the account (the sync's code loads only then).
 */
import {
  type AddOutcome,
  addItem,
  clearItems,
  hasItem,
  type KeyedList,
  LIST_ACTION_DELAY_MS,
  removeItem,
} from '../../domain/keyed-list'
import { type ArticleSource, type SavedArticle, savedArticleFrom } from '../../domain/saved-article'
import type { SavedListChange } from '../lib/saved-lists/saved-lists-store'
import { clientState, useClientState } from './client-state'

/**
 * Runs `apply` after the wishlist and compare pause (250 ms) and resolves with
 * its result. The pause is real: the list changes only then, and buttons show it as pending.
 */
export function afterListDelay<T>(apply: () => T): Promise<T> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      try {
        resolve(apply())
      } catch (error) {
        reject(error)
      }
    }, LIST_ACTION_DELAY_MS)
  })
}

function queueForAccount(changes: SavedListChange[]): void {
  if (changes.length === 0 || typeof window === 'undefined') return
  void import('../lib/saved-lists/saved-lists').then((sync) => sync.queueSavedListChanges(changes))
}

/** The wishlist's and the compare list's actions, each applied after the pause. */
export interface SavedListActions {
  /** Resolves with what the add did once it is applied. */
  add: (article: ArticleSource) => Promise<AddOutcome>
  remove: (articleId: number) => Promise<void>
  clear: () => Promise<void>
}

export function savedListActions(
  name: 'wishlist' | 'compare',
  rules: KeyedList<SavedArticle>,
): SavedListActions {
  const change = (next: (items: readonly SavedArticle[]) => readonly SavedArticle[]) =>
    clientState.update((state) => {
      const items = next(state[name])
      return items === state[name] ? state : { ...state, [name]: items }
    })
  return {
    add: (article) => {
      const saved = savedArticleFrom(article)
      return afterListDelay(() => {
        let outcome = 'present' as AddOutcome
        change((items) => {
          const result = addItem(rules, items, saved)
          outcome = result.outcome
          return result.items
        })
        if (outcome === 'added') queueForAccount([{ op: 'put', list: name, article: saved }])
        return outcome
      })
    },
    remove: (articleId) =>
      afterListDelay(() => {
        change((items) => removeItem(rules, items, articleId))
        queueForAccount([{ op: 'delete', list: name, articleId }])
      }),
    clear: () =>
      afterListDelay(() => {
        const cleared = clientState.getSnapshot()[name]
        change(clearItems)
        queueForAccount(
          cleared.map((item) => ({ op: 'delete', list: name, articleId: item.articleId })),
        )
      }),
  }
}

/** A list kept on this device: its articles, whether one is on it, and its actions. */
export interface SavedList {
  useItems: () => readonly SavedArticle[]
  useListed: (articleId: number) => boolean
  actions: SavedListActions
}

export function savedList(name: 'wishlist' | 'compare', rules: KeyedList<SavedArticle>): SavedList {
  return {
    useItems: () => useClientState((state) => state[name]),
    useListed: (articleId) => useClientState((state) => hasItem(rules, state[name], articleId)),
    actions: savedListActions(name, rules),
  }
}
